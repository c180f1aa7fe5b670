import { z } from 'zod';
import { isoDateInRange } from '../validation/dates';
import {
  amountSchema,
  CLP_DENOMINATIONS,
  currencySchema,
  denominationCountSchema,
  paymentMethodSchema,
  positiveAmountSchema,
  MAX_WASHERS,
  vehicleGroupSchema,
} from './money';

const uuid = z.uuid('Identificador inválido.');
const organizationId = uuid.nullish();
const reason = z.string().trim().min(1, 'Debe ingresar un motivo.').max(200, 'Máximo 200 caracteres.');
export const serviceCodeSchema = z.string().regex(/^(BA|FL|EM|X\d{1,3})$/, 'Seleccione Tipo de Servicio...');
/** Signed amounts per method, as answers carry them (a difference may be negative). */
const amountsByMethodAnswer = z.object({
  cash: z.number(),
  debit: z.number(),
  credit: z.number(),
  transfer: z.number(),
  other: z.number(),
});
const amountsByMethodSchema = z.strictObject({
  cash: amountSchema,
  debit: amountSchema,
  credit: amountSchema,
  transfer: amountSchema,
  other: amountSchema,
});

export const commissionRuleSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('percent'), percent: z.number().int('Ingrese un porcentaje entero.').min(0).max(100) }),
    z.strictObject({ kind: z.literal('fixed'), amounts: z.record(serviceCodeSchema, amountSchema) }),
  ],
  { error: 'Seleccione una regla de comisión.' },
);

// The organization's setup (AD).
export const billingSetupBody = z.strictObject({ organizationId });
export const billingSetupSchema = z.object({
  currency: currencySchema,
  services: z.array(z.object({ code: z.string(), name: z.string() })),
  /** The price in force today and any set for a later day, per service and vehicle group. */
  prices: z.array(
    z.object({
      serviceCode: z.string(),
      vehicleGroup: vehicleGroupSchema,
      amount: z.number(),
      effectiveFrom: z.string(),
      inForce: z.boolean(),
    }),
  ),
  commissionRule: commissionRuleSchema,
  employeesMayRecordPayments: z.boolean(),
  /** A ticket was priced: the currency can no longer change (docs/money.md). */
  currencyLocked: z.boolean(),
});
export type BillingSetup = z.infer<typeof billingSetupSchema>;
export const setCurrencyBody = z.strictObject({ organizationId, currency: currencySchema });
export const addServiceBody = z.strictObject({
  organizationId,
  name: z.string().trim().min(1, 'Ingrese el nombre del servicio.').max(40, 'Máximo 40 caracteres.'),
});
export const setPriceBody = z.strictObject({
  organizationId,
  serviceCode: serviceCodeSchema,
  vehicleGroup: vehicleGroupSchema,
  amount: amountSchema,
  effectiveFrom: isoDateInRange('Ingrese la fecha desde la que rige el precio.'),
});
/** Cells one save may set: a hundred services, each for every vehicle group, far more than any car wash lists. */
export const MAX_PRICES_PER_SAVE = 300;
export const setPricesBody = z.strictObject({
  organizationId,
  effectiveFrom: isoDateInRange('Ingrese la fecha desde la que rigen los precios.'),
  prices: z
    .array(z.strictObject({ serviceCode: serviceCodeSchema, vehicleGroup: vehicleGroupSchema, amount: positiveAmountSchema }))
    .min(1, 'Ingrese al menos un precio.')
    .max(MAX_PRICES_PER_SAVE, `Máximo ${MAX_PRICES_PER_SAVE} precios por guardado.`),
});
export const setCommissionRuleBody = z.strictObject({ organizationId, rule: commissionRuleSchema });
export const setPaymentPolicyBody = z.strictObject({ organizationId, employeesMayRecordPayments: z.boolean() });

// One ticket's money.
export const ticketMoneyBody = z.strictObject({ organizationId, id: uuid });
export const paymentSchema = z.object({
  paymentId: z.uuid(),
  method: paymentMethodSchema,
  amount: z.number(),
  boleta: z.string(),
  businessDay: z.string(),
  correction: z.boolean(),
  recordedAt: z.string(),
});
export const washerShareSchema = z.object({ userId: z.uuid(), name: z.string(), percent: z.number() });
export const ticketMoneySchema = z.object({
  ticketId: z.uuid(),
  currency: currencySchema,
  price: z.number().nullable(),
  priceSource: z.enum(['list', 'manual']).nullable(),
  discounts: z.number(),
  courtesy: z.boolean(),
  voided: z.boolean(),
  charged: z.number(),
  paid: z.number(),
  balance: z.number(),
  finished: z.boolean(),
  /** The cash of the day it was finished is closed: changing its washers needs a reason. */
  finishedDayClosed: z.boolean(),
  payments: z.array(paymentSchema),
  washers: z.array(washerShareSchema).nullable(),
});
export type TicketMoney = z.infer<typeof ticketMoneySchema>;
export const recordPaymentBody = z.strictObject({
  organizationId,
  id: uuid,
  /** Chosen by the client, so a payment sent twice is recorded once. */
  paymentId: uuid,
  method: paymentMethodSchema,
  amount: positiveAmountSchema,
  boleta: z.string().trim().min(1, 'Ingrese el número de boleta o comprobante.').max(40, 'Máximo 40 caracteres.'),
});
export const discountTicketBody = z.strictObject({ organizationId, id: uuid, amount: positiveAmountSchema, reason });
export const ticketReasonBody = z.strictObject({ organizationId, id: uuid, reason });
export const priceTicketBody = z.strictObject({ organizationId, id: uuid, amount: amountSchema, reason });
export const setWashersBody = z.strictObject({
  organizationId,
  id: uuid,
  washers: z
    .array(z.strictObject({ userId: uuid, percent: z.number().int('Cada porcentaje debe ser un entero entre 1 y 100.').min(1).max(100) }))
    .min(1, `Indique entre 1 y ${MAX_WASHERS} lavadores.`)
    .max(MAX_WASHERS, `Indique entre 1 y ${MAX_WASHERS} lavadores.`),
  /** Required once the cash of the day the ticket was finished is closed (the decider says so). */
  reason: reason.optional(),
});

// The business day's cash (AD).
export const cashDayBody = z.strictObject({ organizationId, day: isoDateInRange('Seleccione un día.') });
export const openDayBody = z.strictObject({ organizationId, day: isoDateInRange('Seleccione un día.'), openingCash: amountSchema });
export const closeDayBody = z.strictObject({
  organizationId,
  day: isoDateInRange('Seleccione un día.'),
  counted: amountsByMethodSchema,
  note: z.string().trim().max(500, 'Máximo 500 caracteres.').default(''),
  /** The cash counted by notes and coins (pesos only); the decider checks it adds up to `counted.cash`. */
  cashCount: z.array(denominationCountSchema).max(CLP_DENOMINATIONS.length, 'Cada billete o moneda se cuenta una sola vez.').optional(),
});
/** An amount with the currency it is in: figures in different currencies are never added up. */
const amountInCurrency = z.object({ currency: currencySchema, amount: z.number() });
/** A change of a finished ticket's washers recorded after its day's cash was closed. */
export const commissionChangeSchema = z.object({
  ticketId: z.uuid(),
  ppu: z.string(),
  changedAt: z.string(),
  changedBy: z.string().nullable(),
  before: z.array(washerShareSchema),
  after: z.array(washerShareSchema),
  reason: z.string().nullable(),
});
export const cashDaySchema = z.object({
  day: z.string(),
  /** The drawer's currency: the float, the payments per method, expected, counted and the differences are in it. */
  currency: currencySchema,
  phase: z.enum(['unopened', 'open', 'closed']),
  openingCash: z.number(),
  /** Payments of the day per method, corrections after the close left out. */
  payments: amountsByMethodAnswer,
  expected: amountsByMethodAnswer,
  counted: amountsByMethodAnswer.nullable(),
  difference: amountsByMethodAnswer.nullable(),
  totalDifference: z.number().nullable(),
  note: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The cash of a closed day counted by notes and coins, largest first; null when typed as one amount. */
  cashCount: z.array(z.object({ denomination: z.number(), quantity: z.number() })).nullable(),
  ticketsFinished: z.number(),
  /** What the day's finished tickets were charged, per currency. */
  charged: z.array(amountInCurrency),
  /** What the day's finished tickets still owe, per currency ('Por cobrar'). */
  owed: z.array(amountInCurrency),
  /** Payments of the day in another currency than the drawer's (tickets priced before a change of currency): never added to it. */
  otherPayments: z.array(z.object({ currency: currencySchema, payments: amountsByMethodAnswer })),
  /** Payments recorded against the day after it was closed. */
  corrections: z.array(paymentSchema.extend({ ticketId: z.uuid(), ppu: z.string(), currency: currencySchema })),
  /** Washers of the day's tickets changed after it was closed, with the reason given. */
  commissionChanges: z.array(commissionChangeSchema),
});
export type CashDay = z.infer<typeof cashDaySchema>;

/** Tickets each list of a close's warning holds at most, the oldest first. */
export const CLOSE_WARNINGS_LISTED = 100;
/** A ticket the AD is warned about before closing a day: its plate and what it still owes, in its own currency. */
const closeWarningTicket = z.object({
  ticketId: z.uuid(),
  ppu: z.string(),
  serviceCode: z.string(),
  currency: currencySchema,
  /** What is still owed: charged − paid (0 for an open ticket with no price yet). */
  due: z.number(),
  /** When it was created (open) or finished (unpaid). */
  at: z.string(),
});
/** What is still pending when a day is closed: services not finished, and finished ones not fully paid, up to the day. */
export const closeWarningsSchema = z.object({
  open: z.array(closeWarningTicket),
  unpaid: z.array(closeWarningTicket),
});
export type CloseWarnings = z.infer<typeof closeWarningsSchema>;

export const unpaidTicketsBody = z.strictObject({ organizationId });
/** Who may be named a washer: the organization's active administrators and employees. */
export const washerChoiceSchema = z.object({ userId: z.uuid(), name: z.string() });
export const unpaidTicketSchema = z.object({
  ticketId: z.uuid(),
  ppu: z.string(),
  ownerName: z.string(),
  serviceCode: z.string(),
  finishedAt: z.string(),
  currency: currencySchema,
  charged: z.number(),
  paid: z.number(),
  balance: z.number(),
});

// Reports (AD).
export const REPORT_MAX_DAYS = 93;
export const periodBody = z
  .strictObject({ organizationId, from: isoDateInRange('Ingrese la fecha inicial.'), to: isoDateInRange('Ingrese la fecha final.') })
  .refine((period) => period.from <= period.to, { message: 'La fecha inicial debe ser anterior a la final.', path: ['to'] })
  .refine((period) => (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000 < REPORT_MAX_DAYS, {
    message: `El período no puede superar ${REPORT_MAX_DAYS} días.`,
    path: ['to'],
  });
/** Each row is in its own currency: a washer paid in two currencies has a row for each. */
export const commissionReportSchema = z.object({
  washers: z.array(z.object({ userId: z.uuid(), name: z.string(), currency: currencySchema, tickets: z.number(), amount: z.number() })),
  days: z.array(
    z.object({ day: z.string(), userId: z.uuid(), name: z.string(), currency: currencySchema, tickets: z.number(), amount: z.number() }),
  ),
});
export type CommissionReport = z.infer<typeof commissionReportSchema>;
/** Each row is in its own currency: a day or service with tickets in two currencies has a row for each. */
export const revenueReportSchema = z.object({
  days: z.array(
    z.object({ day: z.string(), currency: currencySchema, tickets: z.number(), charged: z.number(), paid: amountsByMethodAnswer }),
  ),
  services: z.array(
    z.object({
      serviceCode: z.string(),
      name: z.string(),
      currency: currencySchema,
      tickets: z.number(),
      charged: z.number(),
      averageMinutes: z.number().nullable(),
    }),
  ),
  methods: z.array(z.object({ currency: currencySchema, paid: amountsByMethodAnswer })),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;
