import { assertNever, type Decider } from '../domain/decider';
import { conflict, forbidden, invalid, notFound } from '../domain/errors';
import type { Role, SessionRole } from '../auth/roles';
import type { TicketEvent } from '../wash/ticket.events';
import { evolveTicket, isLifecycleEvent, ticketStatus, type TicketLife } from '../wash/ticket.lifecycle';
import type { TicketBillingEvent, WasherShare } from './ticket-billing.events';
import { localDate } from '../time/zone';
import { isFreeByLoyalty } from '../packs/loyalty';
import { formatMoney, MAX_WASHERS, vehicleGroupOf, type Currency, type PaymentMethod, type VehicleGroup } from './money';

export const ticketBillingMessages = {
  notFound: 'El servicio solicitado no existe.',
  alreadyPriced: 'El servicio ya tiene precio.',
  notPriced: 'El servicio no tiene precio: un administrador debe fijarlo antes de cobrar.',
  adminOnly: 'Solo un administrador puede hacer este cambio.',
  reasonRequired: 'Debe ingresar un motivo.',
  voided: 'El servicio está anulado.',
  courtesy: 'Un servicio de cortesía no se cobra.',
  hasPayments: 'El servicio tiene pagos registrados.',
  discountTooHigh: 'El descuento supera el saldo pendiente del servicio.',
  employeesMayNotRecord: 'Su administrador no ha habilitado el registro de pagos para empleados.',
  dayClosed: 'La caja de ese día ya está cerrada: solo un administrador puede registrar una corrección.',
  boletaRequired: 'Ingrese el número de boleta o comprobante.',
  overpaid: (balance: string) => `El monto supera el saldo pendiente (${balance}).`,
  washersCount: 'Indique entre 1 y 6 lavadores.',
  washersRepeated: 'Un lavador aparece más de una vez.',
  washersPercent: 'Cada porcentaje debe ser un entero entre 1 y 100.',
  washersSum: 'Los porcentajes deben sumar 100%.',
  paymentOnOtherTicket: 'Ese pago ya fue registrado en otro servicio.',
  paymentWithOtherValues: 'Ese pago ya fue registrado con otro medio, monto o boleta: revise los pagos del servicio.',
  washerUnknown: 'El lavador indicado no existe.',
  prepaid: 'El servicio ya está cubierto por un pack o es gratis por fidelidad.',
  chargedToPack: 'El servicio fue cobrado a un pack.',
  notFreeByLoyalty: 'Este lavado no es gratis según la regla de fidelidad.',
  washersFinishedAdminOnly: 'Solo un administrador puede cambiar los lavadores de un servicio finalizado.',
  washersClosedDayReason: 'La caja del día en que finalizó el servicio ya está cerrada: indique el motivo del cambio.',
} as const;

/** Who may wash, and so earn a commission: the organization's administrators and employees (docs/money.md). */
export const WASHER_ROLES: readonly Role[] = ['AD', 'EM'];

export type BillingActor = { userId: string; role: SessionRole };

export type TicketBillingState =
  | { exists: false }
  | {
      exists: true;
      ticketId: string;
      organizationId: string;
      /** What the ticket is priced as: its service and its vehicle's group. */
      serviceCode: string;
      vehicleGroup: VehicleGroup;
      /** The plate it was created for. */
      plate: string;
      /** The ticket's life on the board, folded by its one state machine (`evolveTicket`, ticket.lifecycle.ts). */
      life: TicketLife;
      price: { amount: number; currency: Currency; serviceCode: string; vehicleGroup: VehicleGroup } | null;
      discounts: number;
      courtesy: boolean;
      payments: RecordedPayment[];
      /** `life` is Anulado: kept beside it because what the ticket is charged reads it. */
      voided: boolean;
      washers: WasherShare[] | null;
      /** Paid beforehand: with a wash of a pack, or free under the loyalty rule (nothing to collect). */
      prepaid: { kind: 'pack'; packId: string } | { kind: 'loyalty' } | null;
    };
type ExistingTicket = Extract<TicketBillingState, { exists: true }>;
/** What identifies a payment once taken: the same id again is the same payment only with the same values. */
type RecordedPayment = { paymentId: string; method: PaymentMethod; amount: number; boleta: string };

export type TicketBillingCommand =
  | {
      type: 'PriceTicket';
      organizationId: string;
      actor: BillingActor;
      amount: number;
      currency: Currency;
      source: 'list' | 'manual';
      reason: string | null;
    }
  | { type: 'DiscountTicket'; organizationId: string; actor: BillingActor; amount: number; reason: string }
  | { type: 'MarkCourtesy'; organizationId: string; actor: BillingActor; reason: string }
  | {
      type: 'RecordPayment';
      organizationId: string;
      actor: BillingActor;
      paymentId: string;
      method: PaymentMethod;
      amount: number;
      boleta: string;
      businessDay: string;
      dayClosed: boolean;
      employeesMayRecordPayments: boolean;
      now: Date;
    }
  | { type: 'VoidTicket'; organizationId: string; actor: BillingActor; reason: string; now: Date }
  | { type: 'ChargeToPack'; organizationId: string; actor: BillingActor; packId: string; packName: string }
  /** `washNumber`: which wash of the service this is for the plate (the route counts the plate's tickets); `every`: the rule in force. */
  | { type: 'MarkFreeByLoyalty'; organizationId: string; actor: BillingActor; washNumber: number; every: number }
  | {
      type: 'SetWashers';
      organizationId: string;
      actor: BillingActor;
      washers: WasherCandidate[];
      /** Why the washers of a finished ticket change after its day's cash was closed. */
      reason: string | null;
      /**
       * Whether the cash of the day the ticket was finished is closed (from that day's stream): a change then is a
       * correction of that closed day, and the event says so (`correctsClosedDay`).
       */
      finishedDayClosed: boolean;
    };

/** A person named as a washer, as their own stream tells it (`person` null: no such user). */
export type WasherCandidate = {
  userId: string;
  percent: number;
  person: { name: string; role: Role; organizationId: string | null; active: boolean } | null;
};

/** What the customer owes in all: nothing for a courtesy, a void or a prepaid wash, the price less discounts otherwise. */
export function amountCharged(ticket: {
  price: { amount: number } | null;
  discounts: number;
  courtesy: boolean;
  voided: boolean;
  prepaid: unknown;
}): number {
  if (!ticket.price || ticket.courtesy || ticket.voided || ticket.prepaid) return 0;
  return Math.max(0, ticket.price.amount - ticket.discounts);
}
export const amountPaid = (ticket: ExistingTicket) => ticket.payments.reduce((sum, payment) => sum + payment.amount, 0);
export const balanceDue = (ticket: ExistingTicket) => amountCharged(ticket) - amountPaid(ticket);

const mustExist = (state: TicketBillingState, organizationId: string): ExistingTicket => {
  if (!state.exists || state.organizationId !== organizationId) throw notFound(ticketBillingMessages.notFound);
  return state;
};
const mustBeAdmin = (actor: BillingActor) => {
  if (actor.role !== 'AD') throw forbidden(ticketBillingMessages.adminOnly);
};
const mustGiveReason = (reason: string) => {
  if (!reason.trim()) throw invalid(ticketBillingMessages.reasonRequired);
  return reason.trim();
};
const mustNotBeVoided = (ticket: ExistingTicket) => {
  if (ticket.voided) throw conflict(ticketBillingMessages.voided);
};

/** Anyone but an active administrator or employee of the organization is as unknown as a random id. */
function mustBeWasher({ userId, percent, person }: WasherCandidate, organizationId: string): WasherShare {
  if (!person || !person.active || person.organizationId !== organizationId || !WASHER_ROLES.includes(person.role))
    throw notFound(ticketBillingMessages.washerUnknown);
  return { userId, name: person.name, percent };
}

export function validateWasherShares(washers: readonly { userId: string; percent: number }[]): void {
  if (washers.length < 1 || washers.length > MAX_WASHERS) throw invalid(ticketBillingMessages.washersCount);
  if (new Set(washers.map((washer) => washer.userId)).size !== washers.length) throw invalid(ticketBillingMessages.washersRepeated);
  if (washers.some((washer) => !Number.isInteger(washer.percent) || washer.percent < 1 || washer.percent > 100))
    throw invalid(ticketBillingMessages.washersPercent);
  if (washers.reduce((sum, washer) => sum + washer.percent, 0) !== 100) throw invalid(ticketBillingMessages.washersSum);
}

export const ticketBillingDecider: Decider<TicketBillingCommand, TicketBillingState, TicketEvent | TicketBillingEvent> = {
  initialState: { exists: false },

  evolve(state, event) {
    const life = evolveTicket(state.exists ? state.life : null, event);
    if (!life) return state;
    // Its creation also says what the ticket is priced as.
    if (event.type === 'TicketCreated')
      return {
        exists: true,
        ticketId: life.ticketId,
        organizationId: life.organizationId,
        serviceCode: event.data.serviceType,
        vehicleGroup: vehicleGroupOf(event.data.vehicle.type),
        plate: event.data.vehicle.ppu,
        life,
        price: null,
        discounts: 0,
        courtesy: false,
        payments: [],
        voided: false,
        washers: null,
        prepaid: null,
      };
    if (!state.exists) return state;
    const ticket = { ...state, life, voided: life.status === ticketStatus.voided };
    // The ticket's life was folded above; what follows is the ticket's money.
    if (isLifecycleEvent(event)) return ticket;
    switch (event.type) {
      case 'TicketPriced': {
        const { amount, currency, serviceCode, vehicleGroup } = event.data;
        return { ...ticket, price: { amount, currency, serviceCode, vehicleGroup } };
      }
      case 'TicketDiscounted':
        return { ...ticket, discounts: ticket.discounts + event.data.amount };
      case 'TicketMarkedCourtesy':
        return { ...ticket, courtesy: true };
      case 'TicketPaymentRecorded': {
        const { paymentId, method, amount, boleta } = event.data;
        return { ...ticket, payments: [...ticket.payments, { paymentId, method, amount, boleta }] };
      }
      case 'TicketWashersSet':
        return { ...ticket, washers: event.data.washers };
      case 'TicketChargedToPack':
        return { ...ticket, prepaid: { kind: 'pack', packId: event.data.packId } };
      case 'TicketFreeByLoyalty':
        return { ...ticket, prepaid: { kind: 'loyalty' } };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const ticket = mustExist(state, command.organizationId);
    const { ticketId } = ticket;
    switch (command.type) {
      case 'PriceTicket': {
        if (command.source === 'manual') mustBeAdmin(command.actor);
        mustNotBeVoided(ticket);
        if (ticket.price) throw conflict(ticketBillingMessages.alreadyPriced);
        const { serviceCode, vehicleGroup } = ticket;
        const { amount, currency, source } = command;
        const reason = source === 'manual' ? mustGiveReason(command.reason ?? '') : null;
        return [
          {
            type: 'TicketPriced',
            data: { ticketId, organizationId: ticket.organizationId, serviceCode, vehicleGroup, amount, currency, source, reason },
          },
        ];
      }
      case 'DiscountTicket': {
        mustBeAdmin(command.actor);
        const reason = mustGiveReason(command.reason);
        mustNotBeVoided(ticket);
        if (!ticket.price) throw conflict(ticketBillingMessages.notPriced);
        if (ticket.courtesy) throw conflict(ticketBillingMessages.courtesy);
        if (command.amount <= 0 || command.amount > balanceDue(ticket)) throw invalid(ticketBillingMessages.discountTooHigh);
        return [{ type: 'TicketDiscounted', data: { ticketId, amount: command.amount, reason } }];
      }
      case 'MarkCourtesy': {
        mustBeAdmin(command.actor);
        const reason = mustGiveReason(command.reason);
        mustNotBeVoided(ticket);
        if (ticket.courtesy) return [];
        if (ticket.payments.length > 0) throw conflict(ticketBillingMessages.hasPayments);
        if (ticket.prepaid) throw conflict(ticketBillingMessages.prepaid);
        return [{ type: 'TicketMarkedCourtesy', data: { ticketId, reason } }];
      }
      case 'RecordPayment': {
        const boleta = command.boleta.trim();
        const recorded = ticket.payments.find((payment) => payment.paymentId === command.paymentId);
        if (recorded) {
          const same = recorded.method === command.method && recorded.amount === command.amount && recorded.boleta === boleta;
          if (same) return [];
          throw conflict(ticketBillingMessages.paymentWithOtherValues);
        }
        if (command.actor.role !== 'AD' && !command.employeesMayRecordPayments)
          throw forbidden(ticketBillingMessages.employeesMayNotRecord);
        if (command.dayClosed && command.actor.role !== 'AD') throw conflict(ticketBillingMessages.dayClosed);
        mustNotBeVoided(ticket);
        if (ticket.courtesy) throw conflict(ticketBillingMessages.courtesy);
        if (ticket.prepaid) throw conflict(ticketBillingMessages.prepaid);
        if (!ticket.price) throw conflict(ticketBillingMessages.notPriced);
        if (!boleta) throw invalid(ticketBillingMessages.boletaRequired);
        const balance = balanceDue(ticket);
        if (command.amount <= 0 || command.amount > balance)
          throw invalid(ticketBillingMessages.overpaid(formatMoney(balance, ticket.price.currency)));
        return [
          {
            type: 'TicketPaymentRecorded',
            data: {
              ticketId,
              paymentId: command.paymentId,
              method: command.method,
              amount: command.amount,
              boleta,
              businessDay: command.businessDay,
              correction: command.dayClosed,
              recordedAt: command.now.toISOString(),
            },
          },
        ];
      }
      case 'VoidTicket': {
        mustBeAdmin(command.actor);
        const reason = mustGiveReason(command.reason);
        mustNotBeVoided(ticket);
        if (ticket.payments.length > 0) throw conflict(ticketBillingMessages.hasPayments);
        // Its wash was taken from a pack: voiding it would leave the pack one wash short for nothing.
        if (ticket.prepaid?.kind === 'pack') throw conflict(ticketBillingMessages.chargedToPack);
        return [{ type: 'TicketVoided', data: { ticketId, reason, voidedAt: command.now.toISOString() } }];
      }
      case 'SetWashers': {
        mustNotBeVoided(ticket);
        const { finishedAt } = ticket.life;
        // A finished ticket's washers are what its commission is paid on: only an AD moves them, and
        // after its day's close only with a reason that stays on the record.
        if (finishedAt !== null && command.actor.role !== 'AD') throw forbidden(ticketBillingMessages.washersFinishedAdminOnly);
        const correctsClosedDay = finishedAt !== null && command.finishedDayClosed ? localDate(new Date(finishedAt)) : null;
        const reason = command.reason?.trim() || null;
        if (correctsClosedDay && !reason) throw invalid(ticketBillingMessages.washersClosedDayReason);
        validateWasherShares(command.washers);
        const washers = command.washers.map((candidate) => mustBeWasher(candidate, ticket.organizationId));
        if (JSON.stringify(ticket.washers) === JSON.stringify(washers)) return [];
        return [{ type: 'TicketWashersSet', data: { ticketId, washers, reason, correctsClosedDay } }];
      }
      case 'ChargeToPack': {
        mustNotBeVoided(ticket);
        if (ticket.prepaid?.kind === 'pack' && ticket.prepaid.packId === command.packId) return [];
        if (ticket.prepaid || ticket.courtesy) throw conflict(ticketBillingMessages.prepaid);
        if (ticket.payments.length > 0) throw conflict(ticketBillingMessages.hasPayments);
        return [{ type: 'TicketChargedToPack', data: { ticketId, packId: command.packId, packName: command.packName } }];
      }
      case 'MarkFreeByLoyalty': {
        mustNotBeVoided(ticket);
        if (ticket.prepaid?.kind === 'loyalty') return [];
        if (ticket.prepaid || ticket.courtesy) throw conflict(ticketBillingMessages.prepaid);
        if (ticket.payments.length > 0) throw conflict(ticketBillingMessages.hasPayments);
        const { washNumber, every } = command;
        if (!isFreeByLoyalty(every, washNumber)) throw conflict(ticketBillingMessages.notFreeByLoyalty);
        return [{ type: 'TicketFreeByLoyalty', data: { ticketId, washNumber, every } }];
      }
      default:
        return assertNever(command);
    }
  },
};
