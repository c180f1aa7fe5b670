import { reservationDecider, reservationStreamId, type ReservationKind } from '@lavado/shared/domain/reservation';
import { conflict, type DomainError } from '@lavado/shared/domain/errors';
import type { CommandRunner } from './run';

/**
 * The stream that reserves a value: a RUT's or an e-mail's is pseudonymous (found by its keyed hash,
 * docs/privacy.md); a payment's names its organization and id, which are nobody's personal data.
 */
export function reservationStream(commands: Pick<CommandRunner, 'streamOf'>, kind: ReservationKind, value: string): Promise<string> {
  return kind === 'payment'
    ? Promise.resolve(reservationStreamId(kind, value))
    : commands.streamOf({ kind: 'reservation', reservationKind: kind, value });
}

export interface Reservation {
  kind: ReservationKind;
  value: string;
  ownerId: string;
  conflictMessage: string;
}

/** A value someone else holds, and who. */
export type TakenReservation = Reservation & { holderId: string };

/** How to refuse values already taken; by default a conflict with the first one's message. */
export type RefuseTaken = (taken: readonly TakenReservation[]) => Promise<DomainError>;

/**
 * Reserves each value (first come, first served), then does `work`, which writes the stream that
 * owns them. If a later reservation or the work itself is refused, the values this command reserved
 * are released again: a refused registration must not keep an e-mail, identification or RUT taken.
 */
export async function withReservations<T>(
  commands: CommandRunner,
  reservations: readonly Reservation[],
  work: () => Promise<T>,
  refuseTaken?: RefuseTaken,
): Promise<T> {
  // A value already taken is refused before anything is written; only a race past this check
  // ever needs the release below.
  const taken: TakenReservation[] = [];
  for (const reservation of reservations) {
    const { ownerId } = await commands.load(await reservationStream(commands, reservation.kind, reservation.value), reservationDecider);
    if (ownerId !== null && ownerId !== reservation.ownerId) taken.push({ ...reservation, holderId: ownerId });
  }
  if (taken.length > 0) throw refuseTaken ? await refuseTaken(taken) : conflict(taken[0]!.conflictMessage);
  const held: Reservation[] = [];
  try {
    for (const reservation of reservations) {
      await commands.run(await reservationStream(commands, reservation.kind, reservation.value), reservationDecider, {
        type: 'Reserve',
        ...reservation,
      });
      held.push(reservation);
    }
    return await work();
  } catch (error) {
    const undo = commands.step('release-reservations');
    for (const { kind, value, ownerId } of held.reverse()) {
      await undo.run(await reservationStream(undo, kind, value), reservationDecider, { type: 'Release', value, ownerId });
    }
    throw error;
  }
}
