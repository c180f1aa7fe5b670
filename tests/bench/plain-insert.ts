/**
 * The floor every write is compared with: one `INSERT … VALUES` statement into a table with an
 * identity key and no other index; no revision check, no idempotency, no notification.
 */
import pg from 'pg';

export const PLAIN_TABLE_SQL = `create table plain_events (
  id bigint generated always as identity primary key,
  stream_id text not null,
  type text not null,
  data jsonb not null,
  metadata jsonb not null,
  created_at timestamptz not null default now()
)`;

export async function createPlainTable(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(PLAIN_TABLE_SQL);
  } finally {
    await client.end();
  }
}

/** One INSERT ... VALUES statement per append: a single row at one event per append. */
export function plainInsertSql(rows: number): string {
  const values = Array.from({ length: rows }, (_, row) => `($${row * 4 + 1}, $${row * 4 + 2}, $${row * 4 + 3}, $${row * 4 + 4})`);
  return `insert into plain_events (stream_id, type, data, metadata) values ${values.join(', ')}`;
}

/** Values of one row: the stream, the type, and data and metadata as JSON text. */
export type PlainRow = [streamId: string, type: string, data: string, metadata: string];

/** A prepared insert of `rows` rows on `pool`. */
export function plainInsert(pool: pg.Pool, rows: number): (values: readonly PlainRow[]) => Promise<void> {
  const text = plainInsertSql(rows);
  return async (values) => {
    await pool.query({ name: `plain_insert_${rows}`, text, values: values.flat() });
  };
}
