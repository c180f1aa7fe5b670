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
 * What an event did, in Spanish, as the rest of a sentence whose subject is the actor
 * ("Ana Rojas" + " registró al cliente …"). The actor's name is resolved when the log is read.
 * Events that carry only an id name it by id: the log then finds every event of that thing.
 */
export function describeEvent(event: LoggedEvent): string {
  switch (event.type) {
    case 'UserRegistered':
      return `registró al usuario ${fullName(event.data)} (${ROLE_LABELS[event.data.role]})`;
    case 'UserEnabled':
      return `activó al usuario ${event.data.userId}`;
    case 'UserDisabled':
      return `desactivó al usuario ${event.data.userId}`;
    case 'UserDeleted':
      return `eliminó al usuario ${event.data.userId}`;
    case 'UserPasswordChanged':
      return `cambió la contraseña del usuario ${event.data.userId} (${PASSWORD_CHANGE_REASONS[event.data.reason]})`;
    case 'UserProfileUpdated':
      return `actualizó el perfil del usuario ${fullName(event.data)}`;
    case 'UserOnboardingCompleted':
      return `completó la bienvenida del usuario ${event.data.userId}`;
    case 'UserIdentificationSet':
      return `registró el RUT ${formatRut(event.data.identification)} del usuario ${event.data.userId}`;
    case 'OrganizationRegistered':
      return `registró la organización ${event.data.name} (RUT ${formatRut(event.data.identification)})`;
    case 'OrganizationEnabled':
      return `activó la organización ${event.data.organizationId}`;
    case 'OrganizationDisabled':
      return `bloqueó la organización ${event.data.organizationId}`;
    case 'OrganizationDeleted':
      return `eliminó la organización ${event.data.organizationId}`;
    case 'ClientRegistered':
      return `registró al cliente ${event.data.name} (RUT ${formatRut(event.data.identification)})`;
    case 'VehicleRegistered':
      return `registró el vehículo ${event.data.ppu} (${event.data.brand} ${event.data.model}, ${event.data.color})`;
    case 'VehicleAssignedToClient':
      return `asignó el vehículo ${event.data.ppu} al cliente ${event.data.clientId}`;
    case 'TicketCreated':
      return `creó el servicio ${event.data.ticketId} (${SERVICE_TYPES[event.data.serviceType].name}) para el vehículo ${event.data.vehicle.ppu}`;
    case 'TicketStarted':
      return `inició el servicio ${event.data.ticketId}`;
    case 'TicketPaused':
      return `pausó el servicio ${event.data.ticketId}`;
    case 'TicketFinished':
      return `finalizó el servicio ${event.data.ticketId}`;
    case 'TicketVoided':
      return `anuló el servicio ${event.data.ticketId} (motivo: ${event.data.reason})`;
    case 'TicketCustomerNotified':
      return `avisó por WhatsApp al cliente del servicio ${event.data.ticketId} (estado ${ticketStatusLabel(event.data.status)})`;
    case 'SupportTicketOpened':
      return `abrió el ticket de soporte N° ${event.data.ticketNumber} (${SUPPORT_TICKET_TYPES[event.data.type]}): ${event.data.issue}`;
    case 'SupportTicketStarted':
      return `inició el ticket de soporte N° ${event.data.ticketNumber}`;
    case 'SupportTicketClosed':
      return `cerró el ticket de soporte N° ${event.data.ticketNumber}`;
    case 'PlatformSettingsChanged':
      return `cambió la configuración de la plataforma (${describeSettings(event.data)})`;
    case 'WallScreenLinkCreated':
      return `creó el enlace de pantalla ${event.data.linkId}`;
    case 'WallScreenLinkRevoked':
      return `revocó el enlace de pantalla ${event.data.linkId}`;
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
