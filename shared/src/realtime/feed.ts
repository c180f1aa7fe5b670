import type { PoolClient } from '../db/pool';

/** The organization id of platform-wide feed rows (maintenance, onboarding): they reach every socket. */
export const PLATFORM_ORGANIZATION_ID = '00000000-0000-0000-0000-000000000000';

/** The organization id of feed rows only super admins receive: what their console lists across organizations. */
export const SUPER_ADMINS_FEED_ID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

/** NOTIFY channel a projection runner signals on after committing feed rows. */
export const FEED_CHANNEL = 'realtime_feed';

export interface FeedItem {
  organizationId: string;
  /** What changed, e.g. `ticket.changed`, `settings.changed`. */
  topic: string;
  payload: Record<string, unknown>;
}

/**
 * Adds a change to the realtime feed inside the caller's (projector's) transaction, so the feed
 * row exists if and only if the read-model change it describes was committed.
 */
export async function appendToFeed(client: PoolClient, item: FeedItem): Promise<void> {
  await client.query('insert into realtime_feed (organization_id, topic, payload) values ($1, $2, $3)', [
    item.organizationId,
    item.topic,
    item.payload,
  ]);
}
