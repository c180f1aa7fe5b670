import { assertNever, type Decider } from '../domain/decider';
import { conflict, forbidden, invalid, notFound } from '../domain/errors';
import { formatMoney, type Currency, type PaymentMethod } from '../money/money';
import type { BillingActor } from '../money/ticket-billing.decider';
import type { PackEvent, PackOfferEvent } from './pack.events';

export const packMessages = {
  adminOnly: 'Solo un administrador puede hacer este cambio.',
  offerNameRequired: 'Ingrese el nombre del pack.',
  offerServicesRequired: 'Seleccione al menos un servicio.',
  serviceUnknown: 'El servicio indicado no existe.',
  offerNotFound: 'El pack indicado no existe.',
  packNotFound: 'El pack solicitado no existe.',
  loyaltyEvery: 'Indique cada cuántos lavados uno es gratis (entre 2 y 50), o 0 para ninguno.',
  employeesMayNotSell: 'Su administrador no ha habilitado el registro de pagos para empleados.',
  dayClosed: 'La caja de ese día ya está cerrada: solo un administrador puede registrar una corrección.',
  boletaRequired: 'Ingrese el número de boleta o comprobante.',
  alreadySold: 'Ese pack ya fue vendido con otros datos.',
  reasonRequired: 'Debe ingresar un motivo.',
  expired: 'El pack está vencido.',
  refunded: 'El pack fue devuelto.',
  empty: 'El pack no tiene lavados disponibles.',
  otherPlate: 'El pack es de otra patente.',
  otherService: 'El pack no cubre este servicio.',
  alreadyExpired: 'El pack ya está vencido.',
  alreadyRefunded: 'El pack ya fue devuelto.',
  refundTooHigh: (paid: string) => `La devolución no puede superar lo pagado por el pack (${paid}).`,
  tooManyOffers: 'Hay demasiados packs a la venta: retire alguno antes de crear otro.',
  offerSaved: '¡Pack guardado!',
  offerWithdrawn: 'Pack retirado de la venta.',
  loyaltySaved: '¡Regla de fidelidad guardada!',
  sold: '¡Pack vendido!',
  used: 'Lavado descontado del pack.',
  loyaltyApplied: '¡Lavado gratis por fidelidad!',
  expiredDone: 'Pack dado por vencido.',
  refundedDone: 'Devolución registrada.',
} as const;

/** A wash a pack may cover: the ticket's id, plate and service, as its stream tells them. */
export type PackTicket = { ticketId: string; plate: string; serviceCode: string };

export const MAX_PACK_WASHES = 100;
export const MAX_PACK_VALID_DAYS = 730;
export const MAX_LOYALTY_EVERY = 50;
/** At most this many offers on sale at once. */
export const MAX_PACK_OFFERS = 50;

export type PackOffer = {
  offerId: string;
  name: string;
  serviceCodes: string[];
  washes: number;
  price: number;
  currency: Currency;
  validDays: number;
};

export type PackOffersState = { offers: Record<string, PackOffer & { withdrawn: boolean }>; loyalty: Record<string, number> };

export type PackOffersCommand =
  | {
      type: 'OfferPack';
      organizationId: string;
      actor: BillingActor;
      offerId: string;
      name: string;
      serviceCodes: string[];
      washes: number;
      price: number;
      validDays: number;
      /** The organization's currency and the services it offers, from its billing stream. */
      currency: Currency;
      servicesOffered: readonly string[];
      now: Date;
    }
  | { type: 'WithdrawPackOffer'; organizationId: string; actor: BillingActor; offerId: string }
  | {
      type: 'SetLoyaltyRule';
      organizationId: string;
      actor: BillingActor;
      serviceCode: string;
      every: number;
      servicesOffered: readonly string[];
    };

const mustBeAdmin = (actor: BillingActor) => {
  if (actor.role !== 'AD') throw forbidden(packMessages.adminOnly);
};
const mustGiveReason = (reason: string) => {
  if (!reason.trim()) throw invalid(packMessages.reasonRequired);
  return reason.trim();
};

/** The offers of an organization and its loyalty rule per service. */
export const packOffersDecider: Decider<PackOffersCommand, PackOffersState, PackOfferEvent> = {
  initialState: { offers: {}, loyalty: {} },

  evolve(state, event) {
    switch (event.type) {
      case 'PackOffered': {
        const { offerId, name, serviceCodes, washes, price, currency, validDays } = event.data;
        return {
          ...state,
          offers: { ...state.offers, [offerId]: { offerId, name, serviceCodes, washes, price, currency, validDays, withdrawn: false } },
        };
      }
      case 'PackOfferWithdrawn': {
        const offer = state.offers[event.data.offerId];
        return offer ? { ...state, offers: { ...state.offers, [offer.offerId]: { ...offer, withdrawn: true } } } : state;
      }
      case 'LoyaltyRuleSet':
        return { ...state, loyalty: { ...state.loyalty, [event.data.serviceCode]: event.data.every } };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    mustBeAdmin(command.actor);
    const { organizationId } = command;
    switch (command.type) {
      case 'OfferPack': {
        if (state.offers[command.offerId]) return [];
        if (Object.values(state.offers).filter((offer) => !offer.withdrawn).length >= MAX_PACK_OFFERS)
          throw conflict(packMessages.tooManyOffers);
        const name = command.name.trim();
        if (!name) throw invalid(packMessages.offerNameRequired);
        const serviceCodes = [...new Set(command.serviceCodes)];
        if (serviceCodes.length === 0) throw invalid(packMessages.offerServicesRequired);
        if (serviceCodes.some((code) => !command.servicesOffered.includes(code))) throw notFound(packMessages.serviceUnknown);
        const { offerId, washes, price, validDays, currency } = command;
        return [
          {
            type: 'PackOffered',
            data: { organizationId, offerId, name, serviceCodes, washes, price, currency, validDays, offeredAt: command.now.toISOString() },
          },
        ];
      }
      case 'WithdrawPackOffer': {
        const offer = state.offers[command.offerId];
        if (!offer) throw notFound(packMessages.offerNotFound);
        if (offer.withdrawn) return [];
        return [{ type: 'PackOfferWithdrawn', data: { organizationId, offerId: offer.offerId } }];
      }
      case 'SetLoyaltyRule': {
        if (!command.servicesOffered.includes(command.serviceCode)) throw notFound(packMessages.serviceUnknown);
        const { every, serviceCode } = command;
        if (!Number.isInteger(every) || every < 0 || every === 1 || every > MAX_LOYALTY_EVERY) throw invalid(packMessages.loyaltyEvery);
        if ((state.loyalty[serviceCode] ?? 0) === every) return [];
        return [{ type: 'LoyaltyRuleSet', data: { organizationId, serviceCode, every } }];
      }
      default:
        return assertNever(command);
    }
  },
};

export type PackState =
  | { exists: false }
  | {
      exists: true;
      packId: string;
      organizationId: string;
      name: string;
      serviceCodes: string[];
      washes: number;
      plate: string;
      paymentId: string;
      amount: number;
      currency: Currency;
      expiresAt: string;
      /** The tickets charged to it, in order. */
      used: string[];
      expired: boolean;
      refund: { paymentId: string; method: PaymentMethod; amount: number } | null;
    };
type ExistingPack = Extract<PackState, { exists: true }>;

/** Washes left on a pack at `now`: none once it expired (by date or by an AD) or was refunded. */
export function washesLeft(pack: PackState, now: Date): number {
  if (!pack.exists || pack.expired || pack.refund || now.getTime() >= Date.parse(pack.expiresAt)) return 0;
  return pack.washes - pack.used.length;
}

/** When a pack sold at `soldAt` under an offer lasting `validDays` stops covering washes. */
export function packExpiry(soldAt: Date, validDays: number): string {
  return new Date(soldAt.getTime() + validDays * 86_400_000).toISOString();
}

type MoneyTaking = {
  paymentId: string;
  method: PaymentMethod;
  businessDay: string;
  /** Whether the day's cash is closed (from the day's stream). */
  dayClosed: boolean;
  now: Date;
};

export type PackCommand =
  | (MoneyTaking & {
      type: 'SellPack';
      organizationId: string;
      actor: BillingActor;
      packId: string;
      /** The offer as the organization's offers stream has it; null: no such offer (or withdrawn). */
      offer: PackOffer | null;
      plate: string;
      boleta: string;
      employeesMayRecordPayments: boolean;
    })
  | { type: 'UsePackWash'; organizationId: string; actor: BillingActor; ticket: PackTicket; now: Date }
  | { type: 'ExpirePack'; organizationId: string; actor: BillingActor; reason: string; now: Date }
  | (MoneyTaking & { type: 'RefundPack'; organizationId: string; actor: BillingActor; amount: number; reason: string });

const mustExist = (state: PackState, organizationId: string): ExistingPack => {
  if (!state.exists || state.organizationId !== organizationId) throw notFound(packMessages.packNotFound);
  return state;
};

/** A pack sold to a plate: its sale (a payment), each wash used from it, its early expiry and its refund. */
export const packDecider: Decider<PackCommand, PackState, PackEvent> = {
  initialState: { exists: false },

  evolve(state, event) {
    if (event.type === 'PackSold') {
      const d = event.data;
      return {
        exists: true,
        packId: d.packId,
        organizationId: d.organizationId,
        name: d.name,
        serviceCodes: d.serviceCodes,
        washes: d.washes,
        plate: d.plate,
        paymentId: d.paymentId,
        amount: d.amount,
        currency: d.currency,
        expiresAt: d.expiresAt,
        used: [],
        expired: false,
        refund: null,
      };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'PackWashUsed':
        return { ...state, used: [...state.used, event.data.ticketId] };
      case 'PackExpired':
        return { ...state, expired: true };
      case 'PackRefunded': {
        const { paymentId, method, amount } = event.data;
        return { ...state, refund: { paymentId, method, amount } };
      }
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SellPack': {
        const plate = command.plate.trim().toUpperCase();
        const boleta = command.boleta.trim();
        if (state.exists) {
          // The same sale sent again (its id comes from the command) is the one already stored.
          if (state.organizationId === command.organizationId && state.paymentId === command.paymentId && state.plate === plate) return [];
          throw conflict(packMessages.alreadySold);
        }
        if (command.actor.role !== 'AD' && !command.employeesMayRecordPayments) throw forbidden(packMessages.employeesMayNotSell);
        if (command.dayClosed && command.actor.role !== 'AD') throw conflict(packMessages.dayClosed);
        const { offer } = command;
        if (!offer) throw notFound(packMessages.offerNotFound);
        if (!boleta) throw invalid(packMessages.boletaRequired);
        return [
          {
            type: 'PackSold',
            data: {
              packId: command.packId,
              organizationId: command.organizationId,
              offerId: offer.offerId,
              name: offer.name,
              serviceCodes: offer.serviceCodes,
              washes: offer.washes,
              plate,
              paymentId: command.paymentId,
              method: command.method,
              amount: offer.price,
              currency: offer.currency,
              boleta,
              businessDay: command.businessDay,
              correction: command.dayClosed,
              soldAt: command.now.toISOString(),
              expiresAt: packExpiry(command.now, offer.validDays),
            },
          },
        ];
      }
      case 'UsePackWash': {
        const pack = mustExist(state, command.organizationId);
        const { ticket } = command;
        // One wash per ticket: the same ticket again is the wash already taken.
        if (pack.used.includes(ticket.ticketId)) return [];
        if (pack.refund) throw conflict(packMessages.refunded);
        if (pack.expired || command.now.getTime() >= Date.parse(pack.expiresAt)) throw conflict(packMessages.expired);
        if (ticket.plate.toUpperCase() !== pack.plate) throw conflict(packMessages.otherPlate);
        if (!pack.serviceCodes.includes(ticket.serviceCode)) throw conflict(packMessages.otherService);
        if (washesLeft(pack, command.now) <= 0) throw conflict(packMessages.empty);
        return [{ type: 'PackWashUsed', data: { packId: pack.packId, ticketId: ticket.ticketId, usedAt: command.now.toISOString() } }];
      }
      case 'ExpirePack': {
        mustBeAdmin(command.actor);
        const pack = mustExist(state, command.organizationId);
        const reason = mustGiveReason(command.reason);
        if (pack.refund) throw conflict(packMessages.alreadyRefunded);
        if (pack.expired) throw conflict(packMessages.alreadyExpired);
        return [{ type: 'PackExpired', data: { packId: pack.packId, reason, expiredAt: command.now.toISOString() } }];
      }
      case 'RefundPack': {
        mustBeAdmin(command.actor);
        const pack = mustExist(state, command.organizationId);
        if (pack.refund) {
          const same =
            pack.refund.paymentId === command.paymentId && pack.refund.method === command.method && pack.refund.amount === command.amount;
          if (same) return [];
          throw conflict(packMessages.alreadyRefunded);
        }
        const reason = mustGiveReason(command.reason);
        if (command.amount <= 0 || command.amount > pack.amount)
          throw invalid(packMessages.refundTooHigh(formatMoney(pack.amount, pack.currency)));
        return [
          {
            type: 'PackRefunded',
            data: {
              packId: pack.packId,
              organizationId: pack.organizationId,
              currency: pack.currency,
              paymentId: command.paymentId,
              method: command.method,
              amount: command.amount,
              reason,
              businessDay: command.businessDay,
              correction: command.dayClosed,
              refundedAt: command.now.toISOString(),
            },
          },
        ];
      }
      default:
        return assertNever(command);
    }
  },
};
