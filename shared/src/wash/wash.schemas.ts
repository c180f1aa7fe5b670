import { z } from 'zod';
import { currencySchema } from '../money/money';
import { isoDateInRange, isoDateTimeInRange } from '../validation/dates';
import { plateSchema } from '../validation/plate';
import { vehicleDetailsSchema } from '../vehicles/vehicle.schemas';
import { serviceTypeSchema, vehicleTypeSchema } from './wash.catalog';
import { ticketStatus } from './ticket.lifecycle';
import { pauseReasonSchema } from './pause-reason';

export const OBSERVATIONS_MAX = 500;
const uuid = z.uuid('Identificador inválido.');
const organizationId = uuid.nullish();
/** Employee numbers are small positive integers (PostgreSQL integer). */
const employeeNumber = z.number().int().min(1).max(2_147_483_647);

/**
 * The new-service form (`nuevoServicio`). Keys are in the order of docs/specification.md#validation, and zod reports
 * issues in key order, so the first issue is the field the form focuses ('Faltan Campos').
 */
export const newServiceSchema = z.strictObject({
  ppu: plateSchema,
  propietario: z.string().trim().min(1, 'Ingrese Propietario...').max(120, 'Máximo 120 caracteres.'),
  driver: z.string().trim().min(1, 'Ingrese Conductor...').max(120, 'Máximo 120 caracteres.'),
  vehicleType: vehicleTypeSchema,
  ...vehicleDetailsSchema,
  endDate: isoDateInRange('Ingrese Fecha de Entrega...'),
  endTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Ingrese Hora de Entrega...'),
  servicio: serviceTypeSchema,
  observaciones: z.string().max(OBSERVATIONS_MAX, `Máximo ${OBSERVATIONS_MAX} caracteres.`).default(''),
  clientId: uuid.nullable().default(null),
});

export const createWashTicketBody = z.strictObject({ organizationId, data: newServiceSchema });

export const ticketByIdBody = z.strictObject({ organizationId, id: uuid });
/** `wash/notifyCustomer`: the ticket whose client is told about its state; the phone is the client's own. */
/**
 * When the washer tapped the button, for a tap the board's outbox sends late (made offline): the
 * server records it clamped (claimedInstant in ticket.decider.ts). Absent: the tap is now.
 */
export const tappedAtSchema = isoDateTimeInRange('La hora del toque no es válida.').optional();

export const notifyCustomerBody = z.strictObject({ organizationId, id: uuid, tappedAt: tappedAtSchema });

/** The open tickets of one plate: the new-service form warns before a second one is created. */
export const openTicketsOfPlateBody = z.strictObject({ organizationId, ppu: plateSchema });

/**
 * Iniciar sends En Curso, Pausar sends Pausado, with why when the board asked (optional: the
 * original client sends none). The employee is the caller; `employeeNumber`, if sent, must be theirs.
 */
export const setTicketStateBody = z.strictObject({
  organizationId,
  id: uuid,
  status: z.union([z.literal(ticketStatus.inProgress), z.literal(ticketStatus.paused)], { error: 'Estado inválido.' }),
  employeeNumber: employeeNumber.nullish(),
  pauseReason: pauseReasonSchema.optional(),
  tappedAt: tappedAtSchema,
});
export const finishTicketBody = z.strictObject({
  organizationId,
  id: uuid,
  employeeNumber: employeeNumber.nullish(),
  tappedAt: tappedAtSchema,
});

export const RECORDS_PAGE_MAX = 200;
/** The records list: newest first, filtered by plate prefix or owner name, a page at a time. */
export const recordsQueryBody = z.strictObject({
  organizationId,
  search: z.string().trim().max(60, 'Máximo 60 caracteres.').optional(),
  limit: z.number().int().min(1).max(RECORDS_PAGE_MAX).default(50),
  /** The last row of the previous page. */
  after: z.strictObject({ createdAt: isoDateTimeInRange(), id: uuid }).optional(),
});

const ticketMomentSchema = z.object({ status: z.number(), at: z.string(), reason: pauseReasonSchema.optional() });

export const ticketSchema = z.object({
  id: z.uuid(),
  status: z.number(),
  vehicle: z.object({
    ppu: z.string(),
    type: vehicleTypeSchema,
    ownerName: z.string(),
    model: z.string(),
    color: z.string(),
    brand: z.string(),
  }),
  serviceType: serviceTypeSchema,
  /** 'YYYY-MM-DD HH:mm' in the organization's time zone, as the original client reads it. */
  arrivalDate: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  createdAt: z.string(),
  driver: z.string(),
  observations: z.string(),
  clientId: z.uuid().nullable(),
  idResponsible: z.uuid().nullable(),
  employee: z.object({ firstName: z.string(), secondName: z.string(), employeeNumber: z.number().nullable() }).nullable(),
  responsibleName: z.string().nullable(),
  /** ISO instant the ticket entered its current state (the board's time-in-state). */
  statusSince: z.string(),
  /** ISO instant it was finished, or null while it is open. */
  finishedAt: z.string().nullable(),
  /** The ticket's client's phone (without +56), for "Avisar por WhatsApp"; null without a client or with phone 0. */
  clientPhone: z.number().nullable().default(null),
  /**
   * Whether the ticket's client may be sent its notice (docs/privacy.md): 'withdrawn', they took back
   * their consent to service messages; 'blocked', their data is not used (and `clientPhone` is null). Absent: allowed.
   */
  clientNotices: z.enum(['allowed', 'withdrawn', 'blocked']).optional(),
  /** Every state it entered, and when (`ticket-timeline.ts`). Defaults keep cards pushed before these fields readable. */
  stateChanges: z.array(ticketMomentSchema).default([]),
  /** Every state its customer was told about, and when. */
  customerNotifications: z.array(ticketMomentSchema).default([]),
  /**
   * Its money, in the records list only (the export's price, paid and washer columns): null while the money read
   * model has not seen it. `washers`: each washer with their share, or null when nobody split it.
   */
  charge: z
    .object({
      currency: currencySchema,
      price: z.number().nullable(),
      charged: z.number(),
      paid: z.number(),
      voided: z.boolean(),
      washers: z.array(z.object({ name: z.string(), percent: z.number() })).nullable(),
    })
    .nullable()
    .optional(),
});
export type Ticket = z.infer<typeof ticketSchema>;
