import { compareFeedPositions, type FeedPosition } from './feed-position';
import type { FeedRow } from './feed-reader';

/**
 * Where a resuming socket stands while it is not yet served by room broadcasts. It is in its rooms
 * from the start, so no row committed meanwhile can slip between the replay and live delivery:
 * - `replaying`: its replay query runs; live rows for it are held back.
 * - `following`: replayed up to `cursor`; live rows reach it one by one, and only those after
 *   `cursor`, until this node's follower has handed over everything up to `cursor` too.
 */
export type CatchUp = { phase: 'replaying'; heldBack: FeedRow[] } | { phase: 'following'; cursor: FeedPosition };

export function startCatchUp(): CatchUp {
  return { phase: 'replaying', heldBack: [] };
}

/** A live row for this socket: what to send now (nothing while replaying or if it was replayed already). */
export function offerLiveRow(catchUp: CatchUp, row: FeedRow): { catchUp: CatchUp; send: FeedRow | null } {
  switch (catchUp.phase) {
    case 'replaying':
      return { catchUp: { phase: 'replaying', heldBack: [...catchUp.heldBack, row] }, send: null };
    case 'following':
      return compareFeedPositions(row.position, catchUp.cursor) > 0
        ? { catchUp: { phase: 'following', cursor: row.position }, send: row }
        : { catchUp, send: null };
    default:
      return assertNever(catchUp);
  }
}

/**
 * The replay (or the resync that replaced it) has been sent, covering the feed up to
 * `replayedUpTo`: the held-back rows after that point follow it, in order.
 */
export function finishReplay(catchUp: CatchUp, replayedUpTo: FeedPosition): { catchUp: CatchUp; send: FeedRow[] } {
  switch (catchUp.phase) {
    case 'replaying': {
      const send = catchUp.heldBack.filter((row) => compareFeedPositions(row.position, replayedUpTo) > 0);
      return { catchUp: { phase: 'following', cursor: send.at(-1)?.position ?? replayedUpTo }, send };
    }
    case 'following':
      throw new Error('a socket finished its replay twice');
    default:
      return assertNever(catchUp);
  }
}

/** Whether room broadcasts can take over: the node has handed over everything the socket has seen. */
export function canGoLive(catchUp: CatchUp, handedOverTo: FeedPosition): boolean {
  return catchUp.phase === 'following' && compareFeedPositions(catchUp.cursor, handedOverTo) <= 0;
}

function assertNever(value: never): never {
  throw new Error(`Unexpected catch-up phase: ${String((value as CatchUp).phase)}`);
}
