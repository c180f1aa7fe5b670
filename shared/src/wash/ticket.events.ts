import { fullName } from '../identity/full-name';
import { type PauseReason, pauseReasonLabel } from './pause-reason';
import type { CheckInPosition } from './check-in';
import { type TicketStatus, ticketStatus, ticketStatusLabel } from './ticket-status';
import { type ServiceType, type VehicleType, SERVICE_TYPES, VEHICLE_TYPES } from './wash.catalog';
import { at, clientId, employee, organizationId, ticketId } from '../events/example-values';
import { LOG_SUBJECT, type DataSubject, type LogSubject } from '../events/declaration';
import type { TicketEmployee, TicketStreamEventDeclarations } from './ticket-stream.declaration';
import { shortDate, shortTime } from '../time/short-date';

export type TicketVehicle = {
  ppu: string;
  type: VehicleType;
  brand: string;
  model: string;
  color: string;
  ownerName: string;
};

// Declared beside the stream's declaration types, which name it too.
export type { TicketEmployee };

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

const ticketSubject = (data: { ticketId: string }): LogSubject & DataSubject => ({ kind: 'ticket', id: data.ticketId });
/** Every ticket event's log row names the ticket by its plate and links to its record. */
const aboutTicket = { subject: ticketSubject, ticketId: (data: { ticketId: string }) => data.ticketId };

/** The employee's names are theirs: a board action's event carries the name of whoever took it. */
const employeePersonal = {
  subject: (data: { employee: TicketEmployee }): DataSubject => ({ kind: 'user', id: data.employee.userId }),
  fields: { 'employee.firstName': 'name', 'employee.secondName': 'name' },
} as const;

function employeeDetails(employee: TicketEmployee): string {
  const number = employee.employeeNumber === null ? '' : ` (N° ${employee.employeeNumber})`;
  return `Responsable: ${fullName(employee)}${number}`;
}

/** What a correction changed, as the history reads it: 'Color: Rojo · Entrega: 2026-11-27 18:00'. */
function correctionDetails(changes: TicketDetailsCorrection): string {
  const { ownerName, driver, vehicleType, brand, model, color, delivery, observations } = changes;
  const lines: [string, string | undefined][] = [
    ['Propietario', ownerName],
    ['Conductor', driver],
    ['Tipo Vehiculo', vehicleType && VEHICLE_TYPES[vehicleType].label],
    ['Marca', brand],
    ['Modelo', model],
    ['Color', color],
    ['Entrega', delivery && `${shortDate(delivery.endDate)} ${shortTime(delivery.endTime)}`],
    ['Observaciones', observations],
  ];
  return lines.flatMap(([label, value]) => (value === undefined ? [] : [`${label}: ${value}`])).join(' · ');
}

/** What a check-in recorded, as the history reads it: '4 lados · 1 daño: Rayón puerta izquierda'. */
function checkInDetails(data: TicketCheckInRecordedData): string {
  const damages = data.photos.filter((photo) => photo.position === 'damage');
  const sides = `${data.photos.length - damages.length} lados`;
  if (damages.length === 0) return `${sides} · sin daños anotados`;
  return `${sides} · ${damages.length} ${damages.length === 1 ? 'daño' : 'daños'}: ${damages.map((photo) => photo.note).join('; ')}`;
}

/** A wash ticket's life on the board: one declaration per event above (docs/conventions.md, "Declaring an event"). */
export const ticketEventCatalog = {
  TicketCreated: {
    readModels: ['wash-records', 'ticket-durations', 'money', 'clients'],
    lifecycle: {
      enters: 'pending',
      at: (data) => data.createdAt,
      opens: (data) => ({ ticketId: data.ticketId, organizationId: data.organizationId }),
    },
    history: (data) => ({
      label: 'Servicio creado',
      details: `${data.vehicle.ppu} · ${SERVICE_TYPES[data.serviceType].name} · entrega ${shortDate(data.endDate)} ${shortTime(data.endTime)}`,
    }),
    log: {
      describe: (data) => `creó el servicio ${SERVICE_TYPES[data.serviceType].name} para el vehículo ${data.vehicle.ppu}`,
      ticketId: aboutTicket.ticketId,
      example: 'creó el servicio Full para el vehículo ABCD12',
    },
    personal: {
      // A walk-in customer (no client) is known only by this ticket.
      subject: (data) => (data.clientId ? { kind: 'client', id: data.clientId } : ticketSubject(data)),
      fields: { 'vehicle.ppu': 'plate', 'vehicle.ownerName': 'name', driver: 'name', observations: 'freeText' },
    },
    notPersonal: {
      'vehicle.brand': 'the make of a car, shared by thousands; personal only with the plate, which is marked',
      'vehicle.model': 'the model of a car, shared by thousands; personal only with the plate, which is marked',
      'vehicle.color': 'the colour of a car; personal only with the plate, which is marked',
    },
    example: {
      ticketId,
      organizationId,
      clientId,
      vehicle: { ppu: 'ABCD12', type: 'SED', brand: 'Toyota', model: 'Yaris', color: 'Rojo', ownerName: 'Juan Pérez' },
      driver: 'Pedro Soto',
      serviceType: 'FL',
      endDate: '2026-11-21',
      endTime: '17:30',
      observations: 'Rayón en la puerta del conductor',
      createdAt: at,
    },
  },
  TicketStarted: {
    readModels: ['wash-records', 'ticket-durations', 'money'],
    lifecycle: { enters: 'inProgress', at: (data) => data.startedAt, takesCharge: (data) => data.employee },
    history: (data, { life }) => ({
      label: life?.status === ticketStatus.paused ? 'Servicio reanudado' : 'Servicio iniciado',
      details: employeeDetails(data.employee),
    }),
    log: {
      describe: () => `inició el servicio del vehículo ${LOG_SUBJECT}`,
      ...aboutTicket,
      example: 'inició el servicio del vehículo {sujeto}',
    },
    personal: employeePersonal,
    example: { ticketId, employee, startedAt: at },
  },
  TicketPaused: {
    readModels: ['wash-records', 'ticket-durations'],
    lifecycle: { enters: 'paused', at: (data) => data.pausedAt, reason: (data) => data.reason },
    history: (data) => ({
      label: 'Servicio pausado',
      details: data.reason
        ? `Motivo: ${pauseReasonLabel(data.reason)} · ${employeeDetails(data.employee)}`
        : employeeDetails(data.employee),
    }),
    log: {
      describe: () => `pausó el servicio del vehículo ${LOG_SUBJECT}`,
      ...aboutTicket,
      example: 'pausó el servicio del vehículo {sujeto}',
    },
    // The washer's own words ("Otro") are about the ticket's car and customer; the washer's name is theirs.
    personal: {
      subject: ticketSubject,
      fields: {
        'reason.text': 'freeText',
        'employee.firstName': { kind: 'name', subject: 'user', idAt: 'employee.userId' },
        'employee.secondName': { kind: 'name', subject: 'user', idAt: 'employee.userId' },
      },
    },
    notPersonal: { 'reason.preset': 'one of four fixed presets (Esperando repuesto, Secando…), chosen, never typed' },
    example: { ticketId, employee, pausedAt: at, reason: { preset: 'other', text: 'Falta la llave de ruedas' } },
  },
  TicketFinished: {
    readModels: ['wash-records', 'ticket-durations', 'money'],
    lifecycle: { enters: 'finished', at: (data) => data.finishedAt },
    history: (data) => ({ label: 'Servicio finalizado', details: employeeDetails(data.employee) }),
    log: {
      describe: () => `finalizó el servicio del vehículo ${LOG_SUBJECT}`,
      ...aboutTicket,
      example: 'finalizó el servicio del vehículo {sujeto}',
    },
    personal: employeePersonal,
    example: { ticketId, employee, finishedAt: at },
  },
  TicketVoided: {
    readModels: ['wash-records', 'ticket-durations', 'money'],
    lifecycle: { enters: 'voided', at: (data) => data.voidedAt },
    history: (data) => ({ label: 'Servicio anulado', details: `Motivo: ${data.reason}` }),
    log: {
      describe: (data) => `anuló el servicio del vehículo ${LOG_SUBJECT} (motivo: ${data.reason})`,
      ...aboutTicket,
      example: 'anuló el servicio del vehículo {sujeto} (motivo: El cliente se arrepintió)',
    },
    personal: { subject: ticketSubject, fields: { reason: 'freeText' } },
    example: { ticketId, reason: 'El cliente se arrepintió', voidedAt: at },
  },
  TicketCustomerNotified: {
    readModels: ['wash-records', 'ticket-durations'],
    // Telling the customer changes nothing on the board (customer-notice.decider.ts keeps what was told).
    lifecycle: null,
    customerNotice: (data) => ({ status: data.status, at: data.notifiedAt }),
    history: (data) => ({
      label: 'Cliente avisado por WhatsApp',
      details: `Estado: ${ticketStatusLabel(data.status)} · +56 ${data.phone}`,
    }),
    log: {
      describe: (data) => `avisó por WhatsApp al cliente del vehículo ${LOG_SUBJECT} (estado ${ticketStatusLabel(data.status)})`,
      ...aboutTicket,
      example: 'avisó por WhatsApp al cliente del vehículo {sujeto} (estado Finalizado)',
    },
    // The phone is the ticket's client's (the event names the ticket, not the client).
    personal: { subject: ticketSubject, fields: { phone: 'phone' } },
    example: { ticketId, status: 4, channel: 'whatsapp', phone: 912345678, notifiedAt: at },
  },
  TicketDetailsCorrected: {
    readModels: ['wash-records'],
    lifecycle: null,
    // The history line already names who corrected it (the event's actor).
    history: (data) => ({ label: 'Datos corregidos', details: correctionDetails(data.changes) }),
    log: {
      describe: () => `corrigió los datos del servicio del vehículo ${LOG_SUBJECT}`,
      ...aboutTicket,
      example: 'corrigió los datos del servicio del vehículo {sujeto}',
    },
    // The corrected names and notes are the ticket's customer's, as on TicketCreated; the corrector's name is theirs.
    personal: {
      subject: ticketSubject,
      fields: {
        'changes.ownerName': 'name',
        'changes.driver': 'name',
        'changes.observations': 'freeText',
        'employee.firstName': { kind: 'name', subject: 'user', idAt: 'employee.userId' },
        'employee.secondName': { kind: 'name', subject: 'user', idAt: 'employee.userId' },
      },
    },
    notPersonal: {
      'changes.brand': 'the make of a car, shared by thousands; personal only with the plate',
      'changes.model': 'the model of a car, shared by thousands; personal only with the plate',
      'changes.color': 'the colour of a car; personal only with the plate',
    },
    example: {
      ticketId,
      changes: {
        ownerName: 'Ana Rojas',
        driver: 'Luis Soto',
        vehicleType: 'SUV',
        brand: 'Kia',
        model: 'Sportage',
        color: 'Azul',
        delivery: { endDate: '2026-11-21', endTime: '18:30' },
        observations: 'Rayón en la puerta trasera',
      },
      employee,
      correctedAt: at,
    },
  },
  TicketFeedbackGiven: {
    readModels: ['ticket-feedback'],
    // The customer's opinion changes nothing on the board.
    lifecycle: null,
    history: (data) => ({
      label: 'Cliente evaluó el servicio',
      details: data.comment ? `Nota ${data.score}/10 · ${data.comment}` : `Nota ${data.score}/10`,
    }),
    // The customer answers from the ticket's page, with no session: nobody on the staff to name.
    log: null,
    personal: { subject: ticketSubject, fields: { comment: 'freeText' } },
    example: { ticketId, organizationId, score: 4, comment: 'Quedó sucio el parabrisas.', givenAt: at },
  },
  TicketCheckInRecorded: {
    readModels: ['check-ins'],
    lifecycle: null,
    history: (data) => ({ label: 'Fotos de ingreso y firma del cliente', details: checkInDetails(data) }),
    log: {
      describe: () => `registró las fotos de ingreso y la firma del cliente del vehículo ${LOG_SUBJECT}`,
      ...aboutTicket,
      example: 'registró las fotos de ingreso y la firma del cliente del vehículo {sujeto}',
    },
    // The photos show the customer's car (its plate) and the signature is theirs: images of the ticket's
    // customer, and the notes are typed text; the washer's name is theirs.
    personal: {
      subject: ticketSubject,
      fields: {
        'photos[].hash': 'image',
        'photos[].note': 'freeText',
        signatureHash: 'image',
        signatureLine: 'freeText',
        'employee.firstName': { kind: 'name', subject: 'user', idAt: 'employee.userId' },
        'employee.secondName': { kind: 'name', subject: 'user', idAt: 'employee.userId' },
      },
    },
    example: {
      ticketId,
      organizationId,
      photos: [
        { position: 'front', hash: 'a'.repeat(64), note: '' },
        { position: 'back', hash: 'b'.repeat(64), note: '' },
        { position: 'left', hash: 'c'.repeat(64), note: '' },
        { position: 'right', hash: 'd'.repeat(64), note: '' },
        { position: 'damage', hash: 'e'.repeat(64), note: 'Rayón en la puerta trasera' },
      ],
      signatureHash: 'f'.repeat(64),
      signatureLine: 'Declaro que estas fotos muestran el estado en que entrego mi vehículo, incluidos los daños existentes anotados.',
      employee,
      signedAt: at,
      retentionDays: 30,
    },
  },
  TicketClaimOpened: {
    readModels: ['check-ins'],
    lifecycle: null,
    history: (data) => ({ label: 'Reclamo abierto', details: data.reason }),
    log: {
      describe: () => `abrió un reclamo sobre el servicio del vehículo ${LOG_SUBJECT}`,
      ...aboutTicket,
      example: 'abrió un reclamo sobre el servicio del vehículo {sujeto}',
    },
    personal: {
      subject: ticketSubject,
      fields: {
        reason: 'freeText',
        'employee.firstName': { kind: 'name', subject: 'user', idAt: 'employee.userId' },
        'employee.secondName': { kind: 'name', subject: 'user', idAt: 'employee.userId' },
      },
    },
    example: { ticketId, reason: 'El cliente dice que el rayón es nuevo', employee, openedAt: at },
  },
  TicketCheckInPhotosDeleted: {
    readModels: ['check-ins'],
    lifecycle: null,
    history: () => ({ label: 'Fotos de ingreso eliminadas', details: 'Se cumplió el plazo de conservación' }),
    // The retention job's bookkeeping: nobody chose it, and the history tells it.
    log: null,
    personal: null,
    example: { ticketId, deletedAt: at },
  },
} as const satisfies TicketStreamEventDeclarations<TicketEvent>;
