import type { PauseReason } from './pause-reason';
import type { TicketStatus } from './ticket-status';
import type { ServiceType, VehicleType } from './wash.catalog';

export type TicketVehicle = {
  ppu: string;
  type: VehicleType;
  brand: string;
  model: string;
  color: string;
  ownerName: string;
};

export type TicketEmployee = {
  userId: string;
  employeeNumber: number | null;
  firstName: string;
  secondName: string;
};

export type TicketCreatedData = {
  ticketId: string;
  organizationId: string;
  clientId: string | null;
  vehicle: TicketVehicle;
  driver: string;
  serviceType: ServiceType;
  /** Delivery date (YYYY-MM-DD) and time (HH:mm) in the organization's time zone. */
  endDate: string;
  endTime: string;
  observations: string;
  createdAt: string;
};

/**
 * The ticket's details as corrected after its creation; only what changed is present. The delivery is
 * a date and a time together, so both come or neither.
 */
export type TicketDetailsCorrection = {
  ownerName?: string;
  driver?: string;
  vehicleType?: VehicleType;
  brand?: string;
  model?: string;
  color?: string;
  delivery?: { endDate: string; endTime: string };
  observations?: string;
};

export type TicketEvent =
  | { type: 'TicketCreated'; data: TicketCreatedData }
  | { type: 'TicketStarted'; data: { ticketId: string; employee: TicketEmployee; startedAt: string } }
  /** Pausar, with the reason the washer chose (absent on pauses recorded before reasons existed). */
  | { type: 'TicketPaused'; data: { ticketId: string; employee: TicketEmployee; pausedAt: string; reason?: PauseReason } }
  | { type: 'TicketFinished'; data: { ticketId: string; employee: TicketEmployee; finishedAt: string } }
  /** Anulado by an AD, with the reason (decided with the ticket's money: docs/money.md). */
  | { type: 'TicketVoided'; data: { ticketId: string; reason: string; voidedAt: string } }
  | { type: 'TicketCustomerNotified'; data: TicketCustomerNotifiedData }
  /** "Modificar → Guardar" on the record: who corrected what, and when. */
  | {
      type: 'TicketDetailsCorrected';
      data: { ticketId: string; changes: TicketDetailsCorrection; employee: TicketEmployee; correctedAt: string };
    }
  | { type: 'TicketFeedbackGiven'; data: TicketFeedbackGivenData };

/** Staff opened a chat to the ticket's client with its page link, telling them the state it was in. */
export type TicketCustomerNotifiedData = {
  ticketId: string;
  /** The state the customer was told about (1 Pendiente … 4 Finalizado). */
  status: TicketStatus;
  channel: 'whatsapp';
  /** The client's phone the chat was opened to, without +56. */
  phone: number;
  notifiedAt: string;
};

/** The customer answered the two questions of the ticket's page once it was finished (ticket-feedback.decider.ts). */
export type TicketFeedbackGivenData = {
  ticketId: string;
  /** The ticket's organization, as the ticket's stream says: a customer's page has no session to say it. */
  organizationId: string;
  /** 0 to 10. */
  score: number;
  /** '¿Qué podemos mejorar?', as typed; empty when left blank. */
  comment: string;
  givenAt: string;
};

export type TicketEventType = TicketEvent['type'];
export const ticketEventTypes: readonly TicketEventType[] = [
  'TicketCreated',
  'TicketStarted',
  'TicketPaused',
  'TicketFinished',
  'TicketVoided',
  'TicketCustomerNotified',
  'TicketDetailsCorrected',
  'TicketFeedbackGiven',
];

export const ticketStreamId = (ticketId: string) => `ticket-${ticketId}`;
