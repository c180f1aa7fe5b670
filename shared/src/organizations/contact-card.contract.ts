import { apiCommand, apiRead } from '../api/route';
import { ORGANIZATION_ADMINS, ORGANIZATION_MEMBERS } from '../auth/roles';
import { statusMessageResponse } from '../identity/auth.schemas';
import { contactCardSchema, setContactCardBody, setLogoBody } from './contact-card';
import { organizationScopedBody } from './organization.schemas';

/**
 * The car wash's contact card and logo (the 'Mi negocio' screen, the receipts, the customers' page):
 * a contract of its own, so that the screens reading the organization do not load the logo's checks.
 */
export const contactCardApi = {
  /** The car wash's contact card: the AD's form, and the name the WhatsApp notices are signed with. */
  getContactCard: apiRead({
    path: 'organization/getContactCard',
    action: 'Ver datos de contacto del negocio',
    access: ORGANIZATION_MEMBERS,
    body: organizationScopedBody,
    response: contactCardSchema,
  }),
  setContactCard: apiCommand({
    path: 'organization/setContactCard',
    action: 'Guardar datos de contacto del negocio',
    access: ORGANIZATION_ADMINS,
    body: setContactCardBody,
    response: statusMessageResponse.extend({ contactCard: contactCardSchema }),
    waitsFor: ['organizations'],
  }),
  setLogo: apiCommand({
    path: 'organization/setLogo',
    action: 'Cambiar logo del negocio',
    access: ORGANIZATION_ADMINS,
    body: setLogoBody,
    response: statusMessageResponse.extend({ contactCard: contactCardSchema }),
    waitsFor: ['organizations'],
  }),
} as const;
