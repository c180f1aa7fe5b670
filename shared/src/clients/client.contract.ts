import { z } from 'zod';
import { apiCommand, apiRead } from '../api/route';
import { ORGANIZATION_MEMBERS } from '../auth/roles';
import { statusMessageResponse } from '../identity/auth.schemas';
import { clientByIdBody, clientSchema, createClientBody, organizationClientsBody } from './client.schemas';

export const clientApi = {
  listClients: apiRead({
    path: 'client/getOrganizationClients',
    action: 'Ver clientes',
    access: ORGANIZATION_MEMBERS,
    body: organizationClientsBody,
    response: z.array(clientSchema),
  }),
  getClient: apiRead({
    path: 'client/getClientsById',
    action: 'Ver cliente',
    access: ORGANIZATION_MEMBERS,
    body: clientByIdBody,
    response: clientSchema.extend({ status: z.literal(true) }),
  }),
  createClient: apiCommand({
    path: 'client/createClient',
    action: 'Crear cliente',
    access: ORGANIZATION_MEMBERS,
    body: createClientBody,
    response: statusMessageResponse.extend({ client: clientSchema }),
    waitsFor: ['clients'],
  }),
} as const;
