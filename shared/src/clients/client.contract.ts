import { z } from 'zod';
import { apiCommand, apiRead } from '../api/route';
import { ORGANIZATION_ADMINS, ORGANIZATION_MEMBERS } from '../auth/roles';
import { statusMessageResponse } from '../identity/auth.schemas';
import {
  clientByIdBody,
  clientDataExportSchema,
  clientSchema,
  createClientBody,
  eraseClientBody,
  organizationClientsBody,
} from './client.schemas';

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
  exportClientData: apiRead({
    path: 'client/exportClientData',
    action: 'Exportar datos de cliente',
    access: ORGANIZATION_ADMINS,
    body: clientByIdBody,
    response: clientDataExportSchema,
  }),
  eraseClient: apiCommand({
    path: 'client/eraseClient',
    action: 'Eliminar datos de cliente',
    access: ORGANIZATION_ADMINS,
    body: eraseClientBody,
    response: statusMessageResponse,
    waitsFor: ['clients', 'vehicles', 'wash-records', 'money', 'ticket-feedback'],
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
