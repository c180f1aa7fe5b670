import { LOG_SUBJECT, type DataSubject, type LogSubject } from '../events/declaration';
import type { TicketCheckInRecordedData, TicketDetailsCorrection, TicketEmployee, TicketEvent } from './ticket.events';
import type { TicketStreamEventDeclarations } from './ticket-stream.declaration';
import { ticketStatus, ticketStatusLabel } from './ticket-status';
import { SERVICE_TYPES, VEHICLE_TYPES } from './wash.catalog';

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
  return `Responsable: ${employee.firstName} ${employee.secondName}${number}`;
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
    ['Entrega', delivery && `${delivery.endDate} ${delivery.endTime}`],
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

/** A wash ticket's life on the board (`ticket.events.ts`): one declaration per event (docs/conventions.md, "Declaring an event"). */
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
      details: `${data.vehicle.ppu} · ${SERVICE_TYPES[data.serviceType].name} · entrega ${data.endDate} ${data.endTime}`,
    }),
    log: {
      describe: (data) => `creó el servicio ${SERVICE_TYPES[data.serviceType].name} para el vehículo ${data.vehicle.ppu}`,
      ticketId: aboutTicket.ticketId,
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
  },
  TicketStarted: {
    readModels: ['wash-records', 'ticket-durations', 'money'],
    lifecycle: { enters: 'inProgress', at: (data) => data.startedAt, takesCharge: (data) => data.employee },
    history: (data, { life }) => ({
      label: life?.status === ticketStatus.paused ? 'Servicio reanudado' : 'Servicio iniciado',
      details: employeeDetails(data.employee),
    }),
    log: { describe: () => `inició el servicio del vehículo ${LOG_SUBJECT}`, ...aboutTicket },
    personal: employeePersonal,
  },
  TicketPaused: {
    readModels: ['wash-records', 'ticket-durations'],
    lifecycle: { enters: 'paused', at: (data) => data.pausedAt },
    history: (data) => ({ label: 'Servicio pausado', details: employeeDetails(data.employee) }),
    log: { describe: () => `pausó el servicio del vehículo ${LOG_SUBJECT}`, ...aboutTicket },
    personal: employeePersonal,
  },
  TicketFinished: {
    readModels: ['wash-records', 'ticket-durations', 'money'],
    lifecycle: { enters: 'finished', at: (data) => data.finishedAt },
    history: (data) => ({ label: 'Servicio finalizado', details: employeeDetails(data.employee) }),
    log: { describe: () => `finalizó el servicio del vehículo ${LOG_SUBJECT}`, ...aboutTicket },
    personal: employeePersonal,
  },
  TicketVoided: {
    readModels: ['wash-records', 'ticket-durations', 'money'],
    lifecycle: { enters: 'voided', at: (data) => data.voidedAt },
    history: (data) => ({ label: 'Servicio anulado', details: `Motivo: ${data.reason}` }),
    log: { describe: (data) => `anuló el servicio del vehículo ${LOG_SUBJECT} (motivo: ${data.reason})`, ...aboutTicket },
    personal: { subject: ticketSubject, fields: { reason: 'freeText' } },
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
    },
    // The phone is the ticket's client's (the event names the ticket, not the client).
    personal: { subject: ticketSubject, fields: { phone: 'phone' } },
  },
  TicketDetailsCorrected: {
    readModels: ['wash-records'],
    lifecycle: null,
    // The history line already names who corrected it (the event's actor).
    history: (data) => ({ label: 'Datos corregidos', details: correctionDetails(data.changes) }),
    log: { describe: () => `corrigió los datos del servicio del vehículo ${LOG_SUBJECT}`, ...aboutTicket },
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
  },
  TicketCheckInRecorded: {
    readModels: ['check-ins'],
    lifecycle: null,
    history: (data) => ({ label: 'Fotos de ingreso y firma del cliente', details: checkInDetails(data) }),
    log: { describe: () => `registró las fotos de ingreso y la firma del cliente del vehículo ${LOG_SUBJECT}`, ...aboutTicket },
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
  },
  TicketClaimOpened: {
    readModels: ['check-ins'],
    lifecycle: null,
    history: (data) => ({ label: 'Reclamo abierto', details: data.reason }),
    log: { describe: () => `abrió un reclamo sobre el servicio del vehículo ${LOG_SUBJECT}`, ...aboutTicket },
    personal: {
      subject: ticketSubject,
      fields: {
        reason: 'freeText',
        'employee.firstName': { kind: 'name', subject: 'user', idAt: 'employee.userId' },
        'employee.secondName': { kind: 'name', subject: 'user', idAt: 'employee.userId' },
      },
    },
  },
  TicketCheckInPhotosDeleted: {
    readModels: ['check-ins'],
    lifecycle: null,
    history: () => ({ label: 'Fotos de ingreso eliminadas', details: 'Se cumplió el plazo de conservación' }),
    // The retention job's bookkeeping: nobody chose it, and the history tells it.
    log: null,
    personal: null,
  },
} as const satisfies TicketStreamEventDeclarations<TicketEvent>;
