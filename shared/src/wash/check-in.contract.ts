import { z } from 'zod';
import { apiCommand, apiRead } from '../api/route';
import { ORGANIZATION_ADMINS, ORGANIZATION_MEMBERS, RECORD_READERS } from '../auth/roles';
import { organizationScopedBody } from '../organizations/organization.schemas';
import { statusMessageResponse } from '../identity/auth.schemas';
import { checkInPolicySchema, openClaimBody, recordCheckInBody, setCheckInPolicyBody, shownCheckInSchema } from './check-in';
import { ticketByIdBody } from './wash.schemas';

/** Photo check-in with the customer's signature (issue 20; wash/check-in.ts). */
export const checkInApi = {
  /** The four sides, the damages with their notes and the signature, in one request (each image checked on its bytes). */
  recordCheckIn: apiCommand({
    path: 'wash/recordCheckIn',
    action: 'Registrar fotos de ingreso y firma',
    access: ORGANIZATION_MEMBERS,
    body: recordCheckInBody,
    response: statusMessageResponse,
    waitsFor: ['check-ins'],
  }),
  /** The ticket's check-in as the record shows it; null when it has none or its files were deleted. */
  getCheckIn: apiRead({
    path: 'wash/getCheckIn',
    action: 'Ver fotos de ingreso',
    access: RECORD_READERS,
    body: ticketByIdBody,
    response: z.object({ checkIn: shownCheckInSchema.nullable() }),
  }),
  /** A claim about the car's state: the check-in's files are kept while it is open. */
  openClaim: apiCommand({
    path: 'wash/openClaim',
    action: 'Abrir reclamo',
    access: ORGANIZATION_ADMINS,
    body: openClaimBody,
    response: statusMessageResponse,
    waitsFor: ['check-ins'],
  }),
  getCheckInPolicy: apiRead({
    path: 'organization/getCheckInPolicy',
    action: 'Ver configuración de fotos de ingreso',
    access: ORGANIZATION_MEMBERS,
    body: organizationScopedBody,
    response: checkInPolicySchema,
  }),
  setCheckInPolicy: apiCommand({
    path: 'organization/setCheckInPolicy',
    action: 'Configurar fotos de ingreso',
    access: ORGANIZATION_ADMINS,
    body: setCheckInPolicyBody,
    response: statusMessageResponse,
    waitsFor: ['organizations'],
  }),
} as const;
