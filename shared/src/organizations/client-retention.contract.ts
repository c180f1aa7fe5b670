import { apiCommand, apiRead } from '../api/route';
import { ORGANIZATION_ADMINS } from '../auth/roles';
import { organizationScopedBody } from '../organizations/organization.schemas';
import { statusMessageResponse } from '../identity/auth.schemas';
import { clientRetentionSchema, setClientRetentionBody } from './client-retention';

/** How long the organization keeps inactive clients before the retention job erases them ("Datos del negocio"). */
export const clientRetentionApi = {
  getClientRetention: apiRead({
    path: 'organization/getClientRetention',
    action: 'Ver plazo de conservación de clientes',
    access: ORGANIZATION_ADMINS,
    body: organizationScopedBody,
    response: clientRetentionSchema,
  }),
  setClientRetention: apiCommand({
    path: 'organization/setClientRetention',
    action: 'Configurar plazo de conservación de clientes',
    access: ORGANIZATION_ADMINS,
    body: setClientRetentionBody,
    response: statusMessageResponse.extend({ months: clientRetentionSchema.shape.months }),
    waitsFor: ['organizations'],
  }),
} as const;
