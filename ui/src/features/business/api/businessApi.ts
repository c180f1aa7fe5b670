import { contactCardApi } from '@lavado/shared/organizations/contact-card.contract';
import { clientRetentionApi } from '@lavado/shared/organizations/client-retention.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/apiClient';
import { sessionOrganizationId } from '../../../lib/lavados/organizationScope';
import { contactCardKeys } from '../../../lib/organization/contactCard';
import { useCommand } from '../../../lib/query/useCommand';

/** Saves the card; every screen that shows or signs with it reads it again. */
export const useSetContactCard = () => useCommand(contactCardApi.setContactCard, { invalidates: [contactCardKeys.all] });

/** Uploads (base64 of the file's bytes) or removes (null) the logo. */
export const useSetLogo = () => useCommand(contactCardApi.setLogo, { invalidates: [contactCardKeys.all] });

export const clientRetentionKeys = { all: ['organization', 'clientRetention'] as const };

/** How many months the organization keeps inactive clients (the retention job erases them after). */
export function useClientRetention() {
  return useQuery({
    queryKey: clientRetentionKeys.all,
    queryFn: () => call(clientRetentionApi.getClientRetention, { organizationId: sessionOrganizationId() }),
  });
}

export const useSetClientRetention = () => useCommand(clientRetentionApi.setClientRetention, { invalidates: [clientRetentionKeys.all] });
