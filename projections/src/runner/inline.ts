import pg from 'pg';
import { isDatabaseUnavailable, isTransientConflict } from '@lavado/shared/db/availability';
import { InlineProjectionError, type InlineProjection, type NewEvent, type RecordedEvent } from '@lavado/shared/eventstore/port';
import { appendToFeedWaking, PLATFORM_ORGANIZATION_ID, type FeedItem } from '@lavado/shared/realtime/feed';
import type { ProjectionWaiter } from '../progress';
import { inlineGateLockKey, organizationLockKey } from './lock-key';
import { changes, type ProjectionContext, type Projector } from './projector';

/** How long an append waits for the runners to apply what it must follow, before it leaves its own events to them too. */
const CATCH_UP_WAIT_MS = 3_000;

/**
 * Whether these projectors may apply an append in its transaction now, asked inside that transaction:
 * - `locked`: the organizations' appends go one at a time (their read models' rows are read, changed
 *   and written back, as a runner does; two at once would lose one's change);
 * - `open`: no rebuild holds one of the projectors (`inlineGateLockKey`, taken shared; a rebuild takes it alone);
 * - `started`: each has a checkpoint (its runner has run); `stuck`: one's runner is held by an event it cannot
 *   apply, or is finishing a rebuild that stopped part way (`replay_until`);
 * - `waiting`: the last event they may handle that was stored without the mark after the oldest of
 *   their checkpoints, if any: their runners apply it first, since a read model must take an
 *   entity's events in their order. The partial index `events_not_applied_inline` keeps this short.
 */
const GATE_SQL = `
with locked as (
  select count(*) as organizations from (select pg_advisory_xact_lock(key) from unnest($1::bigint[]) as key) as taken
),
gates as (
  select bool_and(pg_try_advisory_xact_lock_shared(key)) as open from unnest($2::bigint[]) as key
),
checkpoints as (
  select coalesce(nullif(split_part(position, ':', 1), ''), '0')::xid8 as transaction_id,
         coalesce(nullif(split_part(position, ':', 2), ''), '0')::bigint as global_position,
         last_error is not null or replay_until is not null as stuck
    from projection_checkpoints where name = any($3::text[])
),
oldest as (
  select * from checkpoints order by transaction_id, global_position limit 1
),
waiting as (
  select events.transaction_id::text || ':' || events.global_position as position
    from events, oldest
   where not (events.metadata ? 'appliedInline')
     and (events.transaction_id, events.global_position) > (oldest.transaction_id, oldest.global_position)
     and events.type = any($4::text[])
   order by events.transaction_id desc, events.global_position desc
   limit 1
)
select (select organizations from locked) as organizations,
       (select open from gates) as open,
       (select count(*) from checkpoints) = cardinality($3::text[]) as started,
       (select coalesce(bool_or(stuck), false) from checkpoints) as stuck,
       (select position from waiting) as waiting`;

interface Gate {
  organizations: number;
  open: boolean | null;
  started: boolean;
  stuck: boolean;
  waiting: string | null;
}

/**
 * The read models a command's answer depends on, applied by its append in the same transaction
 * (docs/architecture.md, "Read models in the command's transaction"): with the same `apply` the
 * runner and a rebuild use, and their feed rows in that transaction too. It is all of them or none:
 * during a rebuild, or before their runners first ran, the events are stored unmarked and the
 * runners apply them, as before; while the runners have such events to apply, the append waits for them.
 */
export function createInlineProjection(
  projectors: readonly Projector[],
  { waiter, waitMs = CATCH_UP_WAIT_MS }: { waiter: Pick<ProjectionWaiter, 'waitFor'>; waitMs?: number },
): InlineProjection {
  const names = projectors.map((projector) => projector.name);
  const handled = new Set(projectors.flatMap((projector) => projector.handles));
  const handledTypes = [...handled];
  const gateKeys = names.map(inlineGateLockKey);
  const none = { apply: [] as readonly string[] };
  return {
    async prepare(client, events) {
      if (!events.some((event) => handled.has(event.type))) return none;
      const { rows } = await client.query<Gate>({
        name: 'lavado_inline_gate',
        text: GATE_SQL,
        values: [organizationKeysOf(events), gateKeys, names, handledTypes],
      });
      const gate = rows[0]!;
      // A stuck runner would not catch up within a wait: the events are left to the runners at once.
      if (!gate.open || !gate.started || gate.stuck) return none;
      return gate.waiting === null ? { apply: names } : { behind: gate.waiting };
    },

    caughtUp: (position) => waiter.waitFor(names, position, waitMs),

    async apply(client, events, applying) {
      const published: FeedItem[] = [];
      const context: ProjectionContext = { client, replaying: false, publish: async (item) => void published.push(item) };
      for (const projector of projectors) {
        if (!applying.includes(projector.name)) continue;
        for (const event of events) {
          if (changes(projector, event)) await applyOne(projector, event, context);
        }
      }
      await appendToFeedWaking(client, published);
    },
  };
}

async function applyOne(projector: Projector, event: RecordedEvent, context: ProjectionContext): Promise<void> {
  try {
    await projector.apply(event, context);
  } catch (error) {
    // A lost connection, a deadlock: the append fails or is tried again as it is; anything else is this read model's refusal.
    if (isDatabaseUnavailable(error) || isTransientConflict(error)) throw error;
    throw new InlineProjectionError(projector.name, event.type, error instanceof pg.DatabaseError ? error.code : undefined);
  }
}

/**
 * The organizations whose rows these events change: the caller's, and the one an event names (the
 * SA acts on others'). In one order everywhere, so that two appends never wait for each other's second lock.
 */
function organizationKeysOf(events: readonly NewEvent[]): string[] {
  const organizations = new Set<string>();
  for (const { metadata, data } of events) {
    organizations.add(metadata.organizationId ?? PLATFORM_ORGANIZATION_ID);
    if (typeof data.organizationId === 'string') organizations.add(data.organizationId);
  }
  return [...organizations].sort().map(organizationLockKey);
}

/** Whether the projector applied this event in the transaction that stored it (its runner then passes it by). */
export function appliedInlineBy(event: Pick<RecordedEvent, 'metadata'>, projectorName: string): boolean {
  return event.metadata.appliedInline?.includes(projectorName) ?? false;
}
