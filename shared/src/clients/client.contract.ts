import { z } from 'zod';
import { apiCommand, apiRead } from '../api/route';
import { ORGANIZATION_ADMINS, ORGANIZATION_MEMBERS } from '../auth/roles';
import { statusMessageResponse } from '../identity/auth.schemas';
import {
  blockClientBody,
  changeClientConsentBody,
  clientByIdBody,
  clientDataExportSchema,
  clientExportBody,
  clientSchema,
  correctClientBody,
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
    audit: { what: 'read', subject: 'client' },
  }),
  exportClientData: apiRead({
    path: 'client/exportClientData',
    action: 'Exportar datos de cliente',
    access: ORGANIZATION_ADMINS,
    body: clientExportBody,
    response: clientDataExportSchema,
    audit: { what: 'export', subject: 'client' },
  }),
  eraseClient: apiCommand({
    path: 'client/eraseClient',
    action: 'Eliminar datos de cliente',
    access: ORGANIZATION_ADMINS,
    body: eraseClientBody,
    response: statusMessageResponse,
    waitsFor: ['clients', 'vehicles', 'wash-records', 'money', 'ticket-feedback'],
    audit: { what: 'erasure', subject: 'client' },
  }),
  createClient: apiCommand({
    path: 'client/createClient',
    action: 'Crear cliente',
    access: ORGANIZATION_MEMBERS,
    body: createClientBody,
    response: statusMessageResponse.extend({ client: clientSchema }),
    waitsFor: ['clients'],
  }),
  /** Rectification (Ley 21.719): an EM registers clients at the counter, the AD corrects them. */
  correctClient: apiCommand({
    path: 'client/correctClient',
    action: 'Corregir datos de cliente',
    access: ORGANIZATION_ADMINS,
    body: correctClientBody,
    response: statusMessageResponse.extend({ client: clientSchema }),
    waitsFor: ['clients'],
  }),
  listBlockedClients: apiRead({
    path: 'client/getBlockedClients',
    action: 'Ver clientes bloqueados',
    access: ORGANIZATION_ADMINS,
    body: organizationClientsBody,
    response: z.array(clientSchema),
  }),
  changeClientConsent: apiCommand({
    path: 'client/changeClientConsent',
    action: 'Cambiar consentimiento de cliente',
    // Whoever registers clients at the counter hears a withdrawal there too.
    access: ORGANIZATION_MEMBERS,
    body: changeClientConsentBody,
    response: statusMessageResponse.extend({ client: clientSchema }),
    waitsFor: ['clients'],
  }),
  blockClient: apiCommand({
    path: 'client/blockClient',
    action: 'Bloquear cliente',
    access: ORGANIZATION_ADMINS,
    body: blockClientBody,
    response: statusMessageResponse,
    waitsFor: ['clients'],
  }),
  unblockClient: apiCommand({
    path: 'client/unblockClient',
    action: 'Desbloquear cliente',
    access: ORGANIZATION_ADMINS,
    body: clientByIdBody,
    response: statusMessageResponse,
    waitsFor: ['clients'],
  }),
} as const;
