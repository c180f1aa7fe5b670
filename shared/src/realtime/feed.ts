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

const INSERT_ITEMS = `insert into realtime_feed (organization_id, topic, payload)
  select organization_id, topic, payload::jsonb from unnest($1::uuid[], $2::text[], $3::text[]) with ordinality
      as item(organization_id, topic, payload, ordinality)
   order by ordinality`;

const itemColumns = (items: readonly FeedItem[]) => [
  items.map((item) => item.organizationId),
  items.map((item) => item.topic),
  items.map((item) => JSON.stringify(item.payload)),
];

/**
 * Adds changes to the realtime feed inside the caller's (projector's) transaction, so the feed
 * rows exist if and only if the read-model changes they describe were committed. Several items
 * go in one statement, in their order.
 */
export async function appendToFeed(client: PoolClient, ...items: FeedItem[]): Promise<void> {
  if (items.length === 1) {
    const [item] = items as [FeedItem];
    await client.query('insert into realtime_feed (organization_id, topic, payload) values ($1, $2, $3)', [
      item.organizationId,
      item.topic,
      item.payload,
    ]);
  } else if (items.length > 1) {
    await client.query(INSERT_ITEMS, itemColumns(items));
  }
}

/** `appendToFeed`, waking the gateways in the same statement (the NOTIFY goes out with the transaction's commit). */
export async function appendToFeedWaking(client: PoolClient, items: readonly FeedItem[]): Promise<void> {
  if (items.length === 0) return;
  await client.query(`with inserted as (${INSERT_ITEMS} returning 1) select pg_notify($4, '')`, [...itemColumns(items), FEED_CHANNEL]);
}
