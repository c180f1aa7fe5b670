import { conflict } from './errors';
import { assertNever, type Decider } from './decider';
import { userId } from '../events/example-values';
import type { DataSubject, EventDeclarations } from '../events/declaration';

/**
 * A small stream that makes a value unique (an organization's RUT, a user's identification or
 * e-mail): the first command to reserve it wins; releasing it lets the value be used again.
 */
export type ReservationEvent =
  { type: 'ValueReserved'; data: { value: string; ownerId: string } } | { type: 'ValueReleased'; data: { value: string; ownerId: string } };

export type ReservationCommand =
  { type: 'Reserve'; value: string; ownerId: string; conflictMessage: string } | { type: 'Release'; value: string; ownerId: string };

export type ReservationState = { ownerId: string | null };

export const reservationDecider: Decider<ReservationCommand, ReservationState, ReservationEvent> = {
  initialState: { ownerId: null },
  evolve(_state, event) {
    switch (event.type) {
      case 'ValueReserved':
        return { ownerId: event.data.ownerId };
      case 'ValueReleased':
        return { ownerId: null };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'Reserve':
        if (state.ownerId === command.ownerId) return [];
        if (state.ownerId !== null) throw conflict(command.conflictMessage);
        return [{ type: 'ValueReserved', data: { value: command.value, ownerId: command.ownerId } }];
      case 'Release':
        if (state.ownerId !== command.ownerId) return [];
        return [{ type: 'ValueReleased', data: { value: command.value, ownerId: command.ownerId } }];
      default:
        return assertNever(command);
    }
  },
};

/** A `payment` is claimed per organization (`<organizationId>/<paymentId>`) by the ticket it was taken on. */
export type ReservationKind = 'organization-rut' | 'client-rut' | 'user-identification' | 'user-email' | 'payment';

/**
 * The name a reservation stream had before pseudonymous streams, and a payment's still has: it holds
 * the value. A RUT's or an e-mail's stream is now found by its keyed hash (`reservationStream`,
 * command-api/src/commands/reservations.ts).
 */
export const reservationStreamId = (kind: ReservationKind, value: string) => `reservation-${kind}-${value.toLowerCase()}`;

/**
 * The value a reservation stream claims is an e-mail or an identification (RUT), lower-cased, of
 * whoever owns it. The stream is named by a random id its value finds by keyed hash (`reservationStream`).
 */
const reservedValue = {
  subject: (data: { ownerId: string }): DataSubject => ({ kind: 'owner', id: data.ownerId }),
  fields: { value: 'identification' },
} as const;

/** Reservations of unique values (`reservation.ts`): bookkeeping beside the event that needs the value, which the log tells. */
export const reservationEventCatalog = {
  ValueReserved: { readModels: [], log: null, personal: reservedValue, example: { value: 'ana@lavado.cl', ownerId: userId } },
  ValueReleased: { readModels: [], log: null, personal: reservedValue, example: { value: 'ana@lavado.cl', ownerId: userId } },
} as const satisfies EventDeclarations<ReservationEvent>;
