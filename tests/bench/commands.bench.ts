import { setTimeout as sleep } from 'node:timers/promises';
/**
 * Command throughput over HTTP (issue 12): autocannon keeps a fixed number of
 * `wash/createWashTicket` requests in flight against the whole product (API, projectors, gateway),
 * each a new ticket of the next of 50 organizations; a command is counted when its 2xx reply has
 * come, that is once its events are stored and its read models written. The same number of writers
 * then run plain INSERTs on the same PostgreSQL server. Target: commands/s ≥ 0.5 × INSERTs/s.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate } from '../../shared/src/db/migrate';
import { startRunningApp } from '../support/running-app';
import { createOrganizations } from './board-load';
import {
  createScratchDatabase,
  databaseName,
  formatTable,
  integerListSetting,
  positiveNumberSetting,
  serverVersion,
  summarize,
  timeOperations,
  type Benchmark,
  type Verdict,
} from './harness';
import type { HttpLoad, HttpLoadResult } from './http-load';
import { createPlainTable, plainInsert } from './plain-insert';
import { newServiceBody } from './ticket-bodies';

const CONNECTIONS = integerListSetting('BENCH_COMMANDS_CONNECTIONS', [32]);
const SECONDS = positiveNumberSetting('BENCH_COMMANDS_SECONDS', 20);
const WARMUP_SECONDS = positiveNumberSetting('BENCH_COMMANDS_WARMUP_SECONDS', 2);
const ORGANIZATIONS = positiveNumberSetting('BENCH_COMMANDS_ORGANIZATIONS', 50, true);
const TARGET_OVER_PLAIN = 0.5;

function runHttpLoad(load: HttpLoad): Promise<HttpLoadResult> {
  const child = fork(fileURLToPath(new URL('./http-load.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.on('message', (message: { kind: string; result?: HttpLoadResult; message?: string }) => {
      if (message.kind === 'result') resolve(message.result!);
      if (message.kind === 'error') reject(new Error(message.message));
    });
    child.once('exit', (code) => reject(new Error(`autocannon exited with ${code}`)));
    child.send({ kind: 'run', load });
  });
}

/** Transactions committed and rows written so far in one database (PostgreSQL's statistics). */
async function databaseActivity(serverUrl: string, database: string): Promise<{ transactions: number; rowsWritten: number }> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ transactions: string; rows_written: string }>(
      `select xact_commit as transactions, tup_inserted + tup_updated + tup_deleted as rows_written from pg_stat_database where datname = $1`,
      [database],
    );
    return { transactions: Number(rows[0]?.transactions ?? 0), rowsWritten: Number(rows[0]?.rows_written ?? 0) };
  } finally {
    await client.end();
  }
}

interface Row {
  connections: number;
  commands: {
    succeeded: number;
    perSecond: number;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodes: Record<string, number>;
    /** autocannon's p50 and p99 of each round's requests. */
    roundLatencies: Array<{ p50Ms: number; p99Ms: number }>;
    /** Committed transactions and statements' row changes in the product's database per answered request (warm-up included). */
    perCommand: { transactions: number; rowsWritten: number };
  };
  plain: { inserts: number; perSecond: number; p50Ms: number; p99Ms: number };
  commandsOverPlain: number;
}

export const benchmark: Benchmark = {
  name: 'commands',
  settings: [
    'BENCH_COMMANDS_CONNECTIONS',
    'BENCH_COMMANDS_SECONDS',
    'BENCH_COMMANDS_WARMUP_SECONDS',
    'BENCH_COMMANDS_ORGANIZATIONS',
    'BENCH_ROUNDS',
    'BENCH_WARMUP_SECONDS',
  ],
  async run(context) {
    const appDatabase = await createScratchDatabase(context.serverUrl, 'commands');
    const plainDatabase = await createScratchDatabase(context.serverUrl, 'commands_plain');
    const rows: Row[] = [];
    try {
      await migrate(appDatabase.url);
      await createPlainTable(plainDatabase.url);
      const app = await startRunningApp({ database: appDatabase });
      try {
        const tokens = (await createOrganizations(app, ORGANIZATIONS)).map((organization) => organization.token);
        for (const connections of CONNECTIONS)
          rows.push(await measure(context, app.origin, tokens, databaseName(appDatabase.url), plainDatabase.url, connections));
      } finally {
        await app.close();
      }
    } finally {
      await plainDatabase.drop();
    }
    const table = formatTable(
      [
        'connections',
        'commands/s (2xx)',
        'non-2xx / errors',
        'request p50 / p99 ms',
        'transactions / rows written per command',
        'plain INSERTs/s (p50 / p99 ms)',
        'commands ÷ INSERTs',
      ],
      rows.map((row) => [
        String(row.connections),
        `${row.commands.perSecond.toFixed(1)} (${row.commands.succeeded})`,
        `${row.commands.non2xx} / ${row.commands.errors}`,
        row.commands.roundLatencies.map((round) => `${round.p50Ms} / ${round.p99Ms}`).join(', '),
        `${row.commands.perCommand.transactions.toFixed(1)} / ${row.commands.perCommand.rowsWritten.toFixed(1)}`,
        `${Math.round(row.plain.perSecond)} (${row.plain.p50Ms.toFixed(2)} / ${row.plain.p99Ms.toFixed(2)})`,
        `${row.commandsOverPlain.toFixed(2)}×`,
      ]),
    );
    const verdicts = rows.map((row): Verdict => ({
      target: `createWashTicket/s ≥ ${TARGET_OVER_PLAIN}× plain INSERTs/s at ${row.connections} connections`,
      measured: `${row.commandsOverPlain.toFixed(2)}× (${row.commands.perSecond.toFixed(1)} vs ${Math.round(row.plain.perSecond)}/s)`,
      met: row.commandsOverPlain >= TARGET_OVER_PLAIN && row.commands.non2xx + row.commands.errors === 0,
      why:
        `a command committed ${row.commands.perCommand.transactions.toFixed(1)} transactions and wrote ${row.commands.perCommand.rowsWritten.toFixed(1)} rows ` +
        '(reads included) where a plain INSERT commits one and writes one: an HTTP request with a token and a session check, two streams read ' +
        'and appended (vehicle and ticket), and each projector that handles a new ticket (six) writes its rows and checkpoint in a transaction ' +
        'of its own before the reply, which waits for them' +
        (row.commands.non2xx + row.commands.errors > 0 ? `; ${row.commands.non2xx} non-2xx replies and ${row.commands.errors} errors` : ''),
    }));
    return {
      table: [table, '', 'Request latencies are per round (autocannon).'].join('\n'),
      verdicts,
      results: {
        generatedAt: new Date().toISOString(),
        postgresVersion: await serverVersion(context.serverUrl),
        organizations: ORGANIZATIONS,
        seconds: SECONDS,
        rounds: context.rounds,
        warmupSeconds: WARMUP_SECONDS,
        target: TARGET_OVER_PLAIN,
        rows,
      },
    };
  },
};

/** Rounds of commands then plain INSERTs, in turns, so that a busy neighbour slows both alike. */
async function measure(
  context: Parameters<Benchmark['run']>[0],
  origin: string,
  tokens: string[],
  appDatabaseName: string,
  plainDatabaseUrl: string,
  connections: number,
): Promise<Row> {
  const roundSeconds = Math.max(1, Math.round(SECONDS / context.rounds));
  const commands: Row['commands'] = {
    succeeded: 0,
    perSecond: 0,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    statusCodes: {},
    roundLatencies: [],
    perCommand: { transactions: 0, rowsWritten: 0 },
  };
  let answered = 0;
  const activity = { transactions: 0, rowsWritten: 0 };
  let commandSeconds = 0;
  const plainLatencies: number[] = [];
  for (let round = 1; round <= context.rounds; round++) {
    context.log(`  ${connections} connections: round ${round} of ${context.rounds}`);
    const before = await databaseActivity(context.serverUrl, appDatabaseName);
    const load = await runHttpLoad({ origin, tokens, connections, seconds: roundSeconds, warmupSeconds: WARMUP_SECONDS });
    // Requests cut off at the end of the round finish on the server; the statistics arrive within a second.
    await sleep(1_500);
    const after = await databaseActivity(context.serverUrl, appDatabaseName);
    activity.transactions += after.transactions - before.transactions;
    activity.rowsWritten += after.rowsWritten - before.rowsWritten;
    answered += load.succeeded + load.non2xx + load.warmupAnswered;
    commands.succeeded += load.succeeded;
    commands.non2xx += load.non2xx;
    commands.errors += load.errors;
    commands.timeouts += load.timeouts;
    commandSeconds += load.seconds;
    commands.roundLatencies.push({ p50Ms: load.latencyP50Ms, p99Ms: load.latencyP99Ms });
    for (const [code, count] of Object.entries(load.statusCodes)) commands.statusCodes[code] = (commands.statusCodes[code] ?? 0) + count;

    const pool = new pg.Pool({ connectionString: plainDatabaseUrl, max: connections, application_name: 'lavado-bench' });
    try {
      const insert = plainInsert(pool, 1);
      let sequence = 0;
      const measured = await timeOperations({
        workers: connections,
        warmupSeconds: context.warmupSeconds,
        seconds: roundSeconds,
        operation: () => async () => {
          const body = newServiceBody(sequence++);
          await insert([[`ticket-${sequence}`, 'TicketCreated', JSON.stringify(body.data), JSON.stringify({ origin: 'bench' })]]);
        },
      });
      plainLatencies.push(...measured.latencies);
    } finally {
      await pool.end();
    }
  }
  commands.perSecond = commands.succeeded / commandSeconds;
  commands.perCommand = { transactions: activity.transactions / answered, rowsWritten: activity.rowsWritten / answered };
  const plain = summarize(plainLatencies, roundSeconds * context.rounds);
  return {
    connections,
    commands,
    plain: { inserts: plain.operations, perSecond: plain.perSecond, p50Ms: plain.p50Ms, p99Ms: plain.p99Ms },
    commandsOverPlain: commands.perSecond / plain.perSecond,
  };
}
