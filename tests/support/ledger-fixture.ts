import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Pool, PoolClient } from '@lavado/shared/db/pool';
import type { EventStore, Position, RecordedEvent } from '@lavado/shared/eventstore/port';
import type { Projector, RunnerLogger } from '@lavado/projections/runner/projector';

/**
 * A small projector for the runner's integration tests: it sums amounts per stream, keeps one entry
 * row per applied event (without a unique key, so a double application shows) and publishes the new
 * total to the realtime feed. Each ledger has its own event type and tables, so tests sharing a
 * database and event store see each other's events only as events to skip.
 */
export interface Ledger {
  name: string;
  /** A projector instance; `appliedBy` tags its entry rows, `beforeWrite` runs before each event's writes. */
  projector(options?: { appliedBy?: string; beforeWrite?: (event: RecordedEvent, client: PoolClient) => Promise<void> }): Projector;
  /** Appends one event per amount to one stream; returns their positions. */
  add(amounts: readonly number[], streamId?: string): Promise<Position[]>;
  /** The projected rows, minus who applied them: what a rebuild must reproduce. */
  rows(): Promise<{ entries: LedgerEntry[]; totals: LedgerTotal[] }>;
  entries(): Promise<(LedgerEntry & { appliedBy: string })[]>;
  checkpoint(): Promise<CheckpointRow | undefined>;
}

export interface LedgerEntry {
  eventId: string;
  streamId: string;
  amount: number;
  position: string;
}

export interface LedgerTotal {
  streamId: string;
  total: number;
  entries: number;
}

export interface CheckpointRow {
  position: string | null;
  lastError: string | null;
  failedPosition: string | null;
  failedAt: Date | null;
}

export const LEDGER_ORGANIZATION_ID = '6f1d4c2e-8b3a-4d5e-9f60-7a8b9c0d1e2f';

export async function createLedger(pool: Pool, store: EventStore, name: string): Promise<Ledger> {
  const entriesTable = `${name}_entries`;
  const totalsTable = `${name}_totals`;
  const eventType = `${name}.AmountAdded`;
  const [entries, totals] = [pg.escapeIdentifier(entriesTable), pg.escapeIdentifier(totalsTable)];
  await pool.query(
    `create table ${entries} (event_id uuid not null, stream_id text not null, amount integer not null, position text not null, applied_by text not null)`,
  );
  await pool.query(`create table ${totals} (stream_id text primary key, total integer not null, entries integer not null)`);

  return {
    name,
    projector: ({ appliedBy = 'runner', beforeWrite } = {}) => ({
      name,
      tables: [entriesTable, totalsTable],
      handles: [eventType],
      async apply(event, { client, publish }) {
        await beforeWrite?.(event, client);
        const amount = Number(event.data.amount);
        await client.query(`insert into ${entries} values ($1, $2, $3, $4, $5)`, [
          event.id,
          event.streamId,
          amount,
          event.position,
          appliedBy,
        ]);
        const { rows } = await client.query<{ total: number }>(
          `insert into ${totals} values ($1, $2, 1)
           on conflict (stream_id) do update set total = ${totals}.total + excluded.total, entries = ${totals}.entries + 1
           returning total`,
          [event.streamId, amount],
        );
        await publish({
          organizationId: LEDGER_ORGANIZATION_ID,
          topic: `${name}.total`,
          payload: { streamId: event.streamId, total: rows[0]?.total },
        });
      },
    }),
    async add(amounts, streamId = `${name}-${randomUUID()}`) {
      const events = amounts.map((amount) => ({
        id: randomUUID(),
        type: eventType,
        data: { amount },
        metadata: {
          organizationId: LEDGER_ORGANIZATION_ID,
          actorId: null,
          actorRole: null,
          commandId: randomUUID(),
          correlationId: randomUUID(),
          at: new Date().toISOString(),
        },
      }));
      const positions: Position[] = [];
      for (const event of events) positions.push((await store.append(streamId, [event], { expected: 'any' })).position);
      return positions;
    },
    async rows() {
      const entryRows = await pool.query<LedgerEntry>(
        `select event_id as "eventId", stream_id as "streamId", amount, position from ${entries} order by event_id`,
      );
      const totalRows = await pool.query<LedgerTotal>(`select stream_id as "streamId", total, entries from ${totals} order by stream_id`);
      return { entries: entryRows.rows, totals: totalRows.rows };
    },
    async entries() {
      const { rows } = await pool.query<LedgerEntry & { appliedBy: string }>(
        `select event_id as "eventId", stream_id as "streamId", amount, position, applied_by as "appliedBy" from ${entries} order by event_id`,
      );
      return rows;
    },
    async checkpoint() {
      const { rows } = await pool.query<CheckpointRow>(
        `select position, last_error as "lastError", failed_position as "failedPosition", failed_at as "failedAt"
           from projection_checkpoints where name = $1`,
        [name],
      );
      return rows[0];
    },
  };
}

export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  details: object;
  message: string;
}

export function recordingLogger(): RunnerLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return {
    entries,
    info: (details, message) => entries.push({ level: 'info', details, message }),
    warn: (details, message) => entries.push({ level: 'warn', details, message }),
    error: (details, message) => entries.push({ level: 'error', details, message }),
  };
}
