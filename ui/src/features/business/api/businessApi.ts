import { organizationApi } from '@lavado/shared/organizations/organization.contract';
import { contactCardKeys } from '../../../lib/organization/contactCard';
import { useCommand } from '../../../lib/query/useCommand';

/** Saves the card; every screen that shows or signs with it reads it again. */
export const useSetContactCard = () => useCommand(organizationApi.setContactCard, { invalidates: [contactCardKeys.all] });

/** Uploads (base64 of the file's bytes) or removes (null) the logo. */
export const useSetLogo = () => useCommand(organizationApi.setLogo, { invalidates: [contactCardKeys.all] });
