import { reservationDecider, reservationStreamId, type ReservationKind } from '@lavado/shared/domain/reservation';
import { conflict } from '@lavado/shared/domain/errors';
import type { CommandRunner } from './run';

export interface Reservation {
  kind: ReservationKind;
  value: string;
  ownerId: string;
  conflictMessage: string;
}

/**
 * Reserves each value (first come, first served), then does `work`, which writes the stream that
 * owns them. If a later reservation or the work itself is refused, the values this command reserved
 * are released again: a refused registration must not keep an e-mail, identification or RUT taken.
 */
export async function withReservations<T>(
  commands: CommandRunner,
  reservations: readonly Reservation[],
  work: () => Promise<T>,
): Promise<T> {
  // A value already taken is refused before anything is written; only a race past this check
  // ever needs the release below.
  for (const reservation of reservations) {
    const { ownerId } = await commands.load(reservationStreamId(reservation.kind, reservation.value), reservationDecider);
    if (ownerId !== null && ownerId !== reservation.ownerId) throw conflict(reservation.conflictMessage);
  }
  const held: Reservation[] = [];
  try {
    for (const reservation of reservations) {
      await commands.run(reservationStreamId(reservation.kind, reservation.value), reservationDecider, { type: 'Reserve', ...reservation });
      held.push(reservation);
    }
    return await work();
  } catch (error) {
    const undo = commands.step('release-reservations');
    for (const { kind, value, ownerId } of held.reverse()) {
      await undo.run(reservationStreamId(kind, value), reservationDecider, { type: 'Release', value, ownerId });
    }
    throw error;
  }
}
