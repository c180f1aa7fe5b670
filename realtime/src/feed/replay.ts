import type { Pool } from '@lavado/shared/db/pool';
import { BOARD_LANE_LIMIT, BOARD_LANES } from '@lavado/shared/wash/board';
import type { ResyncNotice } from '../protocol';
import { compareFeedPositions, parseFeedPosition, type FeedPosition } from './feed-position';
import { readFeedHorizon, readFeedPage, type FeedRow } from './feed-reader';

/**
 * Beyond this many missed rows a client refetches its data rather than replaying them: as many
 * cards as a whole board answer holds, so a reconnecting board is never sent more than its refetch
 * would bring (BOARD_LANE_LIMIT).
 */
export const MAX_REPLAY_ROWS = BOARD_LANES.length * BOARD_LANE_LIMIT;

export type ReplayPlan =
  | { kind: 'replay'; rows: FeedRow[]; upTo: FeedPosition }
  | { kind: 'resync'; reason: Exclude<ResyncNotice['reason'], 'no_position'>; upTo: FeedPosition };

/**
 * What a client that applied everything up to `lastPosition` is missing, among the rows of
 * `organizationIds`. A position later than the current horizon was never handed out by this feed
 * (another database, or made up), so it is treated like a malformed one.
 */
export async function planReplay(db: Pick<Pool, 'query'>, lastPosition: unknown, organizationIds: readonly string[]): Promise<ReplayPlan> {
  const after = typeof lastPosition === 'string' ? parseFeedPosition(lastPosition) : null;
  if (!after) return { kind: 'resync', reason: 'unknown_position', upTo: await readFeedHorizon(db) };
  const page = await readFeedPage(db, after, { limit: MAX_REPLAY_ROWS + 1, organizationIds });
  if (compareFeedPositions(after, page.horizon) > 0) return { kind: 'resync', reason: 'unknown_position', upTo: page.horizon };
  if (page.rows.length > MAX_REPLAY_ROWS) return { kind: 'resync', reason: 'too_far_behind', upTo: page.horizon };
  return { kind: 'replay', rows: page.rows, upTo: page.horizon };
}
