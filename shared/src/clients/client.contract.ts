import { z } from 'zod';
import { apiRoute } from '../api/route';
import { statusMessageResponse } from '../identity/auth.schemas';
import { clientByIdBody, clientSchema, createClientBody, organizationClientsBody } from './client.schemas';

export const clientApi = {
  listClients: apiRoute('client/getOrganizationClients', organizationClientsBody, z.array(clientSchema)),
  getClient: apiRoute('client/getClientsById', clientByIdBody, clientSchema.extend({ status: z.literal(true) })),
  createClient: apiRoute('client/createClient', createClientBody, statusMessageResponse.extend({ client: clientSchema })),
} as const;
