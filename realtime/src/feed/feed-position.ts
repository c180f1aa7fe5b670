/**
 * A point in the feed's read order: (transaction id, position), the same rule as the event store.
 * Sorting by transaction first is what lets readers stop below the oldest running transaction and
 * never skip a row that a slow transaction commits later.
 */
export interface FeedPosition {
  transactionId: bigint;
  position: bigint;
}

const POSITION_TEXT = /^(\d{1,20}):(\d{1,19})$/;
const MAX_XID8 = 2n ** 64n - 1n;
const MAX_BIGINT = 2n ** 63n - 1n;

/** The `<transaction>:<position>` text sent to clients, or null when it is not one. */
export function parseFeedPosition(text: string): FeedPosition | null {
  const match = POSITION_TEXT.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const transactionId = BigInt(match[1]);
  const position = BigInt(match[2]);
  if (transactionId > MAX_XID8 || position > MAX_BIGINT) return null;
  return { transactionId, position };
}

export function formatFeedPosition({ transactionId, position }: FeedPosition): string {
  return `${transactionId}:${position}`;
}

export function compareFeedPositions(a: FeedPosition, b: FeedPosition): number {
  if (a.transactionId !== b.transactionId) return a.transactionId < b.transactionId ? -1 : 1;
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return 0;
}

/**
 * The point just before the oldest transaction that was still running when a snapshot was taken:
 * every row ordered before it was already committed (or rolled back) and visible then.
 */
export function horizonPosition(oldestRunningTransactionId: bigint): FeedPosition {
  return { transactionId: oldestRunningTransactionId, position: 0n };
}
