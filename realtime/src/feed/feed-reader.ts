import type { Pool } from '@lavado/shared/db/pool';
import { horizonPosition, type FeedPosition } from './feed-position';

/** Rows with this organization are platform-wide (maintenance, onboarding flags): every socket gets them. */
export { PLATFORM_ORGANIZATION_ID as PLATFORM_WIDE_ORGANIZATION_ID } from '@lavado/shared/realtime/feed';

export interface FeedRow {
  position: FeedPosition;
  organizationId: string;
  topic: string;
  payload: Record<string, unknown>;
}

export interface FeedPage {
  /** In feed order; only rows committed below `horizon`. */
  rows: FeedRow[];
  /** Every row ordered before this point was visible to the read; later ones may still be committing. */
  horizon: FeedPosition;
}

type Queryable = Pick<Pool, 'query'>;

interface FeedPageRecord {
  horizon: string;
  transaction_id: string | null;
  position: string | null;
  organization_id: string | null;
  topic: string | null;
  payload: Record<string, unknown> | null;
}

// The horizon and the rows come from one statement, hence one snapshot: a row below the horizon that
// is not returned does not exist. The lateral join still yields the horizon when no row follows.
const pageQuery = (organizationFilter: string) => `
  select snapshot.xmin::text as horizon,
         feed.transaction_id::text as transaction_id, feed.position::text as position,
         feed.organization_id, feed.topic, feed.payload
    from (select pg_snapshot_xmin(pg_current_snapshot()) as xmin) as snapshot
    left join lateral (
      select transaction_id, position, organization_id, topic, payload
        from realtime_feed
       where (transaction_id, position) > ($1::xid8, $2::bigint)
         and transaction_id < snapshot.xmin
         ${organizationFilter}
       order by transaction_id, position
       limit $3
    ) as feed on true
   order by feed.transaction_id, feed.position`;

const everyOrganizationPage = pageQuery('');
const someOrganizationsPage = pageQuery('and organization_id = any($4::uuid[])');

/** Up to `limit` rows after `after`, optionally only those of the given organizations. */
export async function readFeedPage(
  db: Queryable,
  after: FeedPosition,
  options: { limit: number; organizationIds?: readonly string[] },
): Promise<FeedPage> {
  const parameters: unknown[] = [after.transactionId.toString(), after.position.toString(), options.limit];
  if (options.organizationIds) parameters.push(options.organizationIds);
  const { rows } = await db.query<FeedPageRecord>(options.organizationIds ? someOrganizationsPage : everyOrganizationPage, parameters);
  const first = rows[0];
  if (!first) throw new Error('the feed page query returned no horizon');
  return { rows: rows.flatMap(toFeedRow), horizon: horizonPosition(BigInt(first.horizon)) };
}

/** Where a reader that wants only future rows starts: the current horizon. */
export async function readFeedHorizon(db: Queryable): Promise<FeedPosition> {
  const { rows } = await db.query<{ xmin: string }>('select pg_snapshot_xmin(pg_current_snapshot())::text as xmin');
  const xmin = rows[0]?.xmin;
  if (xmin === undefined) throw new Error('the horizon query returned no row');
  return horizonPosition(BigInt(xmin));
}

function toFeedRow(record: FeedPageRecord): FeedRow[] {
  if (record.transaction_id === null || record.position === null || record.organization_id === null || record.topic === null) return [];
  return [
    {
      position: { transactionId: BigInt(record.transaction_id), position: BigInt(record.position) },
      organizationId: record.organization_id,
      topic: record.topic,
      payload: record.payload ?? {},
    },
  ];
}
