/**
 * Where an append's cost goes, on the server alone: pgbench (no Node.js client in the way) runs
 * one-event appends against a ladder of tables, each step adding one thing a store that never
 * skips an event and checks revisions must have, up to the adapter's own append statement on the
 * real `events` table. Each step's rate divided by plain INSERT's is the floor that step sets.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { migrate } from '../../shared/src/db/migrate';
import { appendQuery } from '../../shared/src/eventstore/postgres';
import {
  createScratchDatabase,
  formatTable,
  integerListSetting,
  serverVersion,
  textSetting,
  type Benchmark,
  type BenchContext,
} from './harness';

const run = promisify(execFile);

const WRITER_COUNTS = integerListSetting('BENCH_FLOOR_WRITERS', [8, 32]);
const PGBENCH = textSetting('BENCH_PGBENCH', 'pgbench');
/** As in the eventstore benchmark: a writer moves to a new stream after this many appends. */
const APPENDS_PER_STREAM = 10;

const DATA = {
  ticketId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  plate: 'KXLR-42',
  serviceId: 'b6f1d8e2-3c4a-4f5b-9e6d-7a8b9c0d1e2f',
  price: 12_500,
};
const METADATA = {
  organizationId: '5b6c7d8e-0000-4000-8000-00000000000a',
  actorId: 'c7d8e9f0-1111-4222-8333-444455556666',
  actorRole: 'AD',
  commandId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  correlationId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  at: '2025-11-25T12:00:00.000Z',
};
const jsonLiteral = (value: object) => `'${JSON.stringify(value)}'::jsonb`;

/** pgbench keeps `rev` and `sc` per client across transactions: the stream and its last revision. */
const STREAM = `('floor-' || :tag::text || '-' || :client_id::text || '-' || :sc::text)`;

const COLUMNS = `stream_id text not null, type text not null, data jsonb not null, metadata jsonb not null,
  created_at timestamptz not null default now()`;

interface Step {
  key: string;
  label: string;
  /** Table the step inserts into; `events` is the migrated event store table. */
  table: string;
  ddl?: string;
  statement: string;
}

/** The adapter's one-event append statement, its parameters replaced by pgbench variables and literals. */
function adapterStatement(): string {
  const { text } = appendQuery('stream', [{ id: '00000000-0000-4000-8000-000000000000', type: 'T', data: {}, metadata: METADATA }], 0);
  const parameters: Record<string, string> = {
    $1: STREAM,
    $2: ':rev',
    $3: 'gen_random_uuid()',
    $4: `'TicketStarted'`,
    $5: jsonLiteral(DATA),
    $6: jsonLiteral(METADATA),
  };
  if (!/\$5::jsonb/.test(text)) throw new Error('The adapter no longer appends one event with scalar parameters; update this benchmark');
  return text.replace(/\$[1-6](?!\d)/g, (parameter) => parameters[parameter]!);
}

const STEPS: readonly Step[] = [
  {
    key: 'plain',
    label: 'plain INSERT (identity key only)',
    table: 'floor_plain',
    ddl: `create table floor_plain (id bigint generated always as identity primary key, ${COLUMNS})`,
    statement: `insert into floor_plain (stream_id, type, data, metadata) values (${STREAM}, 'TicketStarted', ${jsonLiteral(DATA)}, ${jsonLiteral(METADATA)})`,
  },
  {
    key: 'noSkip',
    label: '+ transaction id, (transaction_id, global_position) index instead of the key',
    table: 'floor_no_skip',
    ddl: `create table floor_no_skip (global_position bigint generated always as identity,
      transaction_id xid8 not null default pg_current_xact_id(), ${COLUMNS});
      create index on floor_no_skip (transaction_id, global_position)`,
    statement: `insert into floor_no_skip (stream_id, type, data, metadata) values (${STREAM}, 'TicketStarted', ${jsonLiteral(DATA)}, ${jsonLiteral(METADATA)})`,
  },
  {
    key: 'revisions',
    label: '+ stream revision key (stream_id, stream_revision)',
    table: 'floor_revisions',
    ddl: `create table floor_revisions (global_position bigint generated always as identity,
      transaction_id xid8 not null default pg_current_xact_id(), stream_revision bigint not null, ${COLUMNS},
      primary key (stream_id, stream_revision));
      create index on floor_revisions (transaction_id, global_position)`,
    statement: `insert into floor_revisions (stream_id, stream_revision, type, data, metadata)
      values (${STREAM}, :rev::bigint + 1, 'TicketStarted', ${jsonLiteral(DATA)}, ${jsonLiteral(METADATA)})`,
  },
  {
    key: 'eventsTable',
    label: '+ unique event id = the events table, INSERT … VALUES (no head check)',
    table: 'events',
    statement: `insert into events (stream_id, stream_revision, event_id, type, data, metadata)
      values (${STREAM}, :rev::bigint + 1, gen_random_uuid(), 'TicketStarted', ${jsonLiteral(DATA)}, ${jsonLiteral(METADATA)})`,
  },
  { key: 'ours', label: "ours: the adapter's append statement (head check, returning)", table: 'events', statement: adapterStatement() },
];

function script(step: Step): string {
  return [
    `\\if :rev = ${APPENDS_PER_STREAM - 1}`,
    '\\set rev -1',
    '\\set sc :sc + 1',
    '\\endif',
    `${step.statement.replace(/\s+/g, ' ').trim()};`,
    '\\set rev :rev + 1',
    '',
  ].join('\n');
}

interface PgbenchRun {
  transactions: number;
  seconds: number;
  latencyAverageMs: number;
}

async function pgbench(databaseUrl: string, step: Step, writers: number, seconds: number): Promise<PgbenchRun> {
  const file = path.join(tmpdir(), `lavado-bench-floor-${step.key}-${randomBytes(4).toString('hex')}.sql`);
  await writeFile(file, script(step));
  try {
    const { stdout, stderr } = await run(PGBENCH, [
      '--no-vacuum',
      '--protocol=prepared',
      `--client=${writers}`,
      `--jobs=${Math.min(writers, 4)}`,
      `--time=${seconds}`,
      '--define=rev=-1',
      '--define=sc=0',
      `--define=tag=${randomBytes(4).toString('hex')}`,
      `--file=${file}`,
      databaseUrl,
    ]);
    const processed = /number of transactions actually processed: (\d+)/.exec(stdout);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    const latency = /latency average = ([\d.]+) ms/.exec(stdout);
    if (!processed || !tps || !latency) throw new Error(`Unexpected pgbench output:\n${stdout}\n${stderr}`);
    const transactions = Number(processed[1]);
    if (transactions === 0) throw new Error(`pgbench appended nothing in ${seconds} s at ${writers} writers (${step.key}):\n${stderr}`);
    return { transactions, seconds: transactions / Number(tps[1]), latencyAverageMs: Number(latency[1]) };
  } finally {
    await rm(file, { force: true });
  }
}

async function walBytes(client: pg.Client, since: string): Promise<number> {
  const { rows } = await client.query<{ bytes: string }>('select pg_current_wal_lsn() - $1::pg_lsn as bytes', [since]);
  return Number(rows[0]!.bytes);
}

interface StepResult {
  key: string;
  label: string;
  appends: number;
  perSecond: number;
  latencyAverageMs: number;
  walBytesPerAppend: number;
  overPlain: number;
}

async function measureWriters(context: BenchContext, databaseUrl: string, client: pg.Client, writers: number): Promise<StepResult[]> {
  const totals = new Map(STEPS.map((step) => [step.key, { transactions: 0, seconds: 0, latencySum: 0, wal: 0 }]));
  // pgbench counts whole seconds, and its first second also opens the connections.
  const roundSeconds = Math.max(2, Math.round(context.seconds / context.rounds));
  for (let round = 1; round <= context.rounds; round++) {
    context.log(`  ${writers} writers: round ${round} of ${context.rounds}`);
    for (const step of STEPS) {
      const { rows } = await client.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      const measured = await pgbench(databaseUrl, step, writers, roundSeconds);
      const total = totals.get(step.key)!;
      total.wal += await walBytes(client, rows[0]!.lsn);
      total.transactions += measured.transactions;
      total.seconds += measured.seconds;
      total.latencySum += measured.latencyAverageMs * measured.transactions;
    }
  }
  const plainRate = totals.get('plain')!.transactions / totals.get('plain')!.seconds;
  return STEPS.map((step) => {
    const total = totals.get(step.key)!;
    const perSecond = total.transactions / total.seconds;
    return {
      key: step.key,
      label: step.label,
      appends: total.transactions,
      perSecond,
      latencyAverageMs: total.latencySum / total.transactions,
      walBytesPerAppend: total.wal / total.transactions,
      overPlain: perSecond / plainRate,
    };
  });
}

/** Every append of every step must have stored its row: a failed head check would store none. */
async function checkEveryAppendStored(client: pg.Client, rows: readonly { writers: number; steps: StepResult[] }[]): Promise<void> {
  const expected = new Map<string, number>();
  for (const row of rows) {
    for (const step of row.steps) {
      const table = STEPS.find((candidate) => candidate.key === step.key)!.table;
      expected.set(table, (expected.get(table) ?? 0) + step.appends);
    }
  }
  for (const [table, count] of expected) {
    // pgbench counts only the transactions that finished inside --time; one per client may finish just after.
    const { rows: counted } = await client.query<{ count: string }>(`select count(*) from ${pg.escapeIdentifier(table)}`);
    const stored = Number(counted[0]!.count);
    if (stored < count) throw new Error(`${table}: pgbench counted ${count} appends, the table holds ${stored}`);
  }
}

export const benchmark: Benchmark = {
  name: 'append-floor',
  settings: ['BENCH_FLOOR_WRITERS', 'BENCH_PGBENCH', 'BENCH_SECONDS', 'BENCH_ROUNDS'],
  async run(context) {
    await run(PGBENCH, ['--version']).catch(() => {
      throw new Error(`append-floor needs pgbench (BENCH_PGBENCH, default "pgbench" on the PATH)`);
    });
    const database = await createScratchDatabase(context.serverUrl, 'floor');
    const client = new pg.Client({ connectionString: database.url });
    try {
      await migrate(database.url);
      await client.connect();
      for (const step of STEPS) if (step.ddl) await client.query(step.ddl);
      const rows: { writers: number; steps: StepResult[] }[] = [];
      for (const writers of WRITER_COUNTS) rows.push({ writers, steps: await measureWriters(context, database.url, client, writers) });
      await checkEveryAppendStored(client, rows);
      const table = formatTable(
        ['one-event appends/s (pgbench, server only)', ...rows.map((row) => `${row.writers} writers`), 'WAL bytes/append'],
        STEPS.map((step, index) => [
          step.label,
          ...rows.map((row) => {
            const result = row.steps[index]!;
            return `${Math.round(result.perSecond)} /s (${result.latencyAverageMs.toFixed(2)} ms) ${result.overPlain.toFixed(2)}×`;
          }),
          String(Math.round(rows.reduce((sum, row) => sum + row.steps[index]!.walBytesPerAppend, 0) / rows.length)),
        ]),
      );
      return {
        table: `${table}\n\nEach cell: appends per second (average latency) and the rate divided by plain INSERT's at that writer count.`,
        results: {
          generatedAt: new Date().toISOString(),
          postgresVersion: await serverVersion(context.serverUrl),
          seconds: context.seconds,
          rounds: context.rounds,
          appendsPerStream: APPENDS_PER_STREAM,
          writers: rows,
        },
      };
    } finally {
      await client.end().catch(() => undefined);
      await database.drop();
    }
  },
};
