import { ROLE_LABELS } from '../auth/roles';
import { assertNever } from '../domain/decider';
import { fullName } from '../identity/full-name';
import type { PasswordChangeReason } from '../identity/user.events';
import type { ApplicationParameters } from '../settings/settings.schemas';
import { SUPPORT_TICKET_TYPES } from '../support/support.schemas';
import { formatInZone } from '../time/zone';
import { formatRut } from '../validation/rut';
import { SERVICE_TYPES } from '../wash/wash.catalog';
import { ticketStatusLabel } from '../wash/ticket.lifecycle';
import type { LoggedEvent } from './logged-events';

/**
 * Where the name of the thing an event names only by id goes in its description: the log reads
 * it from the read models (a user's or organization's name, a client's name, a ticket's plate)
 * when it is shown, so no raw id ever reaches the SA (see `logSubject`).
 */
export const LOG_SUBJECT = '{sujeto}';

/** What an event names only by id, and which read model gives its name (a ticket: its vehicle's plate). */
export type LogSubject = { kind: 'user' | 'organization' | 'client' | 'ticket'; id: string };

/**
 * What an event did, in Spanish, as the rest of a sentence whose subject is the actor
 * ("Ana Rojas" + " registró al cliente …"). The actor's name is resolved when the log is read, and
 * so is `LOG_SUBJECT` (see `logSubject`).
 */
export function describeEvent(event: LoggedEvent): string {
  switch (event.type) {
    case 'UserRegistered':
      return `registró al usuario ${fullName(event.data)} (${ROLE_LABELS[event.data.role]})`;
    case 'UserEnabled':
      return `activó al usuario ${LOG_SUBJECT}`;
    case 'UserDisabled':
      return `desactivó al usuario ${LOG_SUBJECT}`;
    case 'UserDeleted':
      return `eliminó al usuario ${LOG_SUBJECT}`;
    case 'UserPasswordChanged':
      return `cambió la contraseña del usuario ${LOG_SUBJECT} (${PASSWORD_CHANGE_REASONS[event.data.reason]})`;
    case 'UserProfileUpdated':
      return `actualizó el perfil del usuario ${fullName(event.data)}`;
    case 'UserOnboardingCompleted':
      return `completó la bienvenida del usuario ${LOG_SUBJECT}`;
    case 'UserIdentificationSet':
      return `registró el RUT ${formatRut(event.data.identification)} del usuario ${LOG_SUBJECT}`;
    case 'OrganizationRegistered':
      return `registró la organización ${event.data.name} (RUT ${formatRut(event.data.identification)})`;
    case 'OrganizationEnabled':
      return `activó la organización ${LOG_SUBJECT}`;
    case 'OrganizationDisabled':
      return `bloqueó la organización ${LOG_SUBJECT}`;
    case 'OrganizationDeleted':
      return `eliminó la organización ${LOG_SUBJECT}`;
    case 'ClientRegistered':
      return `registró al cliente ${event.data.name} (RUT ${formatRut(event.data.identification)})`;
    case 'VehicleRegistered':
      return `registró el vehículo ${event.data.ppu} (${event.data.brand} ${event.data.model}, ${event.data.color})`;
    case 'VehicleAssignedToClient':
      return `asignó el vehículo ${event.data.ppu} al cliente ${LOG_SUBJECT}`;
    case 'TicketCreated':
      return `creó el servicio ${SERVICE_TYPES[event.data.serviceType].name} para el vehículo ${event.data.vehicle.ppu}`;
    case 'TicketStarted':
      return `inició el servicio del vehículo ${LOG_SUBJECT}`;
    case 'TicketPaused':
      return `pausó el servicio del vehículo ${LOG_SUBJECT}`;
    case 'TicketFinished':
      return `finalizó el servicio del vehículo ${LOG_SUBJECT}`;
    case 'TicketVoided':
      return `anuló el servicio del vehículo ${LOG_SUBJECT} (motivo: ${event.data.reason})`;
    case 'TicketCustomerNotified':
      return `avisó por WhatsApp al cliente del vehículo ${LOG_SUBJECT} (estado ${ticketStatusLabel(event.data.status)})`;
    case 'SupportTicketOpened':
      return `abrió el ticket de soporte N° ${event.data.ticketNumber} (${SUPPORT_TICKET_TYPES[event.data.type]}): ${event.data.issue}`;
    case 'SupportTicketStarted':
      return `inició el ticket de soporte N° ${event.data.ticketNumber}`;
    case 'SupportTicketClosed':
      return `cerró el ticket de soporte N° ${event.data.ticketNumber}`;
    case 'PlatformSettingsChanged':
      return `cambió la configuración de la plataforma (${describeSettings(event.data)})`;
    case 'WallScreenLinkCreated':
      return 'creó un enlace de pantalla del tablero';
    case 'WallScreenLinkRevoked':
      return 'revocó un enlace de pantalla del tablero';
    default:
      return assertNever(event);
  }
}

const PASSWORD_CHANGE_REASONS: Record<PasswordChangeReason, string> = {
  invitation: 'invitación',
  reset: 'recuperación',
  change: 'cambio con la contraseña actual',
};

function describeSettings(settings: ApplicationParameters): string {
  const yesNo = (on: boolean) => (on ? 'sí' : 'no');
  return [
    `mantenimiento: ${yesNo(settings.maintenance)}`,
    `bienvenida: ${yesNo(settings.onboarding)}`,
    `correo: ${yesNo(settings.mailService)}`,
    `sesión: ${settings.sessionTime} min`,
    ...(settings.maintenanceEndsAt ? [`fin del mantenimiento: ${formatInZone(settings.maintenanceEndsAt, 'dd/MM/yyyy HH:mm')}`] : []),
  ].join(', ');
}

/** The thing `LOG_SUBJECT` stands for in the event's description, if any. */
export function logSubject(event: LoggedEvent): LogSubject | null {
  switch (event.type) {
    case 'UserEnabled':
    case 'UserDisabled':
    case 'UserDeleted':
    case 'UserPasswordChanged':
    case 'UserOnboardingCompleted':
    case 'UserIdentificationSet':
      return { kind: 'user', id: event.data.userId };
    case 'OrganizationEnabled':
    case 'OrganizationDisabled':
    case 'OrganizationDeleted':
      return { kind: 'organization', id: event.data.organizationId };
    case 'VehicleAssignedToClient':
      return { kind: 'client', id: event.data.clientId };
    case 'TicketStarted':
    case 'TicketPaused':
    case 'TicketFinished':
    case 'TicketVoided':
    case 'TicketCustomerNotified':
      return { kind: 'ticket', id: event.data.ticketId };
    default:
      return null;
  }
}

/** The wash ticket an event is about (its log row links to the record). */
export function logTicketId(event: LoggedEvent): string | null {
  switch (event.type) {
    case 'TicketCreated':
    case 'TicketStarted':
    case 'TicketPaused':
    case 'TicketFinished':
    case 'TicketVoided':
    case 'TicketCustomerNotified':
      return event.data.ticketId;
    default:
      return null;
  }
}
