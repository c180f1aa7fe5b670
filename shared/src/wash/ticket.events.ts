import type { PauseReason } from './pause-reason';
import type { CheckInPosition } from './check-in';
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
  | { type: 'TicketFeedbackGiven'; data: TicketFeedbackGivenData }
  /** Photo check-in with the customer's signature (ticket-check-in.decider.ts): the files are named by their sha-256. */
  | { type: 'TicketCheckInRecorded'; data: TicketCheckInRecordedData }
  /** A claim about the car's state: while open, the check-in's files are kept past their retention. */
  | { type: 'TicketClaimOpened'; data: { ticketId: string; reason: string; employee: TicketEmployee; openedAt: string } }
  /** The retention job deleted the check-in's files (their retention ran out with no claim open). */
  | { type: 'TicketCheckInPhotosDeleted'; data: { ticketId: string; deletedAt: string } };

export type TicketCheckInPhoto = {
  position: CheckInPosition;
  /** sha-256 of the stored file, lower-case hex. */
  hash: string;
  /** What a damage photo shows; may be empty for a side. */
  note: string;
};

export type TicketCheckInRecordedData = {
  ticketId: string;
  organizationId: string;
  photos: TicketCheckInPhoto[];
  /** sha-256 of the signature's image. */
  signatureHash: string;
  /** The line the customer signed under, as shown. */
  signatureLine: string;
  employee: TicketEmployee;
  signedAt: string;
  /** The organization's retention when it was recorded: the files go this many days after signedAt unless a claim is open. */
  retentionDays: number;
};

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
  'TicketCheckInRecorded',
  'TicketClaimOpened',
  'TicketCheckInPhotosDeleted',
];

export const ticketStreamId = (ticketId: string) => `ticket-${ticketId}`;
