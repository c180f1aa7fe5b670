import { setTimeout as sleep } from 'node:timers/promises';
/**
 * Command throughput over HTTP (issues 12 and 21): autocannon keeps a fixed number of
 * `wash/createWashTicket` requests in flight against the whole product (API, projectors, gateway),
 * each a new ticket of the next of 50 organizations; a command is counted when its 2xx reply has
 * come, that is once its events are stored and its read models written. The same load then goes to
 * the CRUD peer (crud-peer.ts: same token check, one session read, one `INSERT … RETURNING`), and
 * the same number of writers run plain INSERTs on the same PostgreSQL server. Targets (issue 21):
 * commands/s ≥ 0.5 × the peer's at 32 connections with p50 ≤ 2 × the peer's; reply p99 ≤ 25 ms at 8.
 */
import pg from 'pg';
import { migrate } from '../../shared/src/db/migrate';
import { startRunningApp } from '../support/running-app';
import { createOrganizations } from './board-load';
import { startCrudPeer } from './crud-peer';
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
import type { HttpLoadResult } from './http-load';
import { runHttpLoad } from './run-http-load';
import { createPlainTable, plainInsert } from './plain-insert';
import { newServiceBody } from './ticket-bodies';

const CONNECTIONS = integerListSetting('BENCH_COMMANDS_CONNECTIONS', [8, 32]);
const SECONDS = positiveNumberSetting('BENCH_COMMANDS_SECONDS', 20);
const WARMUP_SECONDS = positiveNumberSetting('BENCH_COMMANDS_WARMUP_SECONDS', 2);
const ORGANIZATIONS = positiveNumberSetting('BENCH_COMMANDS_ORGANIZATIONS', 50, true);
const TARGET_OVER_PEER = 0.5;
const TARGET_P50_OVER_PEER = 2;
const TARGET_P99_MS = 25;
const RATE_CONNECTIONS = 32;
const P99_CONNECTIONS = 8;

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

interface HttpRounds {
  succeeded: number;
  perSecond: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** autocannon's p50 and p99 of each round's requests. */
  roundLatencies: Array<{ p50Ms: number; p99Ms: number }>;
  /** The median of the rounds' p50 and the worst round's p99. */
  p50Ms: number;
  p99Ms: number;
}

interface Row {
  connections: number;
  commands: HttpRounds & {
    /** Committed transactions and statements' row changes in the product's database per answered request (warm-up included). */
    perCommand: { transactions: number; rowsWritten: number };
  };
  crud: HttpRounds;
  plain: { inserts: number; perSecond: number; p50Ms: number; p99Ms: number };
  commandsOverPeer: number;
  commandsOverPlain: number;
}

const failures = (rounds: HttpRounds) => rounds.non2xx + rounds.errors;

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
    const crudDatabase = await createScratchDatabase(context.serverUrl, 'commands_crud');
    const plainDatabase = await createScratchDatabase(context.serverUrl, 'commands_plain');
    const rows: Row[] = [];
    try {
      await migrate(appDatabase.url);
      await createPlainTable(plainDatabase.url);
      const app = await startRunningApp({ database: appDatabase });
      try {
        const tokens = (await createOrganizations(app, ORGANIZATIONS)).map((organization) => organization.token);
        const peer = await startCrudPeer(crudDatabase.url, app.app.deps.tokenSettings, tokens);
        try {
          for (const connections of CONNECTIONS)
            rows.push(
              await measure(
                context,
                { origin: app.origin, peerOrigin: peer.origin },
                tokens,
                databaseName(appDatabase.url),
                plainDatabase.url,
                connections,
              ),
            );
        } finally {
          await peer.close();
        }
      } finally {
        await app.close();
      }
    } finally {
      await plainDatabase.drop();
      await crudDatabase.drop();
    }
    const latencies = (rounds: HttpRounds) => rounds.roundLatencies.map((round) => `${round.p50Ms} / ${round.p99Ms}`).join(', ');
    const table = formatTable(
      [
        'connections',
        'createWashTicket/s (2xx)',
        'non-2xx / errors',
        'request p50 / p99 ms',
        'transactions / rows written per command',
        'CRUD peer/s (2xx)',
        'peer p50 / p99 ms',
        'plain INSERTs/s (p50 / p99 ms)',
        'commands ÷ peer',
        'commands ÷ INSERTs',
      ],
      rows.map((row) => [
        String(row.connections),
        `${row.commands.perSecond.toFixed(1)} (${row.commands.succeeded})`,
        `${row.commands.non2xx} / ${row.commands.errors}`,
        latencies(row.commands),
        `${row.commands.perCommand.transactions.toFixed(1)} / ${row.commands.perCommand.rowsWritten.toFixed(1)}`,
        `${row.crud.perSecond.toFixed(1)} (${row.crud.succeeded})`,
        latencies(row.crud),
        `${Math.round(row.plain.perSecond)} (${row.plain.p50Ms.toFixed(2)} / ${row.plain.p99Ms.toFixed(2)})`,
        `${row.commandsOverPeer.toFixed(2)}×`,
        `${row.commandsOverPlain.toFixed(2)}×`,
      ]),
    );
    const why = (row: Row) =>
      `a command committed ${row.commands.perCommand.transactions.toFixed(1)} transactions and wrote ${row.commands.perCommand.rowsWritten.toFixed(1)} rows ` +
      '(reads included) where the peer commits one: two streams read and appended (vehicle and ticket), each append applying ' +
      'the records, vehicles, clients and money read models in its transaction, and the durations and logs projected beside it; ' +
      'Node and PostgreSQL share the CPUs, and a command costs several times the peer’s CPU (see the notes)' +
      (failures(row.commands) > 0 ? `; ${row.commands.non2xx} non-2xx replies and ${row.commands.errors} errors` : '');
    const verdicts: Verdict[] = [];
    for (const row of rows) {
      if (row.connections === RATE_CONNECTIONS) {
        verdicts.push({
          target: `createWashTicket/s ≥ ${TARGET_OVER_PEER}× the CRUD peer's at ${row.connections} connections`,
          measured: `${row.commandsOverPeer.toFixed(2)}× (${row.commands.perSecond.toFixed(1)} vs ${row.crud.perSecond.toFixed(1)}/s)`,
          met: row.commandsOverPeer >= TARGET_OVER_PEER && failures(row.commands) + failures(row.crud) === 0,
          why: why(row),
        });
        verdicts.push({
          target: `createWashTicket p50 ≤ ${TARGET_P50_OVER_PEER}× the CRUD peer's at ${row.connections} connections`,
          measured: `${row.commands.p50Ms} ms vs ${row.crud.p50Ms} ms (median of the rounds' p50)`,
          met: row.commands.p50Ms <= TARGET_P50_OVER_PEER * row.crud.p50Ms,
          why: why(row),
        });
      }
      if (row.connections === P99_CONNECTIONS) {
        verdicts.push({
          target: `createWashTicket reply p99 ≤ ${TARGET_P99_MS} ms at ${row.connections} connections`,
          measured: `${row.commands.p99Ms} ms (worst round)`,
          met: row.commands.p99Ms <= TARGET_P99_MS && failures(row.commands) === 0,
          why: why(row),
        });
      }
    }
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
        targets: { overPeer: TARGET_OVER_PEER, p50OverPeer: TARGET_P50_OVER_PEER, p99Ms: TARGET_P99_MS },
        rows,
      },
    };
  },
};

function emptyRounds(): HttpRounds {
  return { succeeded: 0, perSecond: 0, non2xx: 0, errors: 0, timeouts: 0, statusCodes: {}, roundLatencies: [], p50Ms: 0, p99Ms: 0 };
}

function addRound(rounds: HttpRounds, load: HttpLoadResult): void {
  rounds.succeeded += load.succeeded;
  rounds.non2xx += load.non2xx;
  rounds.errors += load.errors;
  rounds.timeouts += load.timeouts;
  rounds.roundLatencies.push({ p50Ms: load.latencyP50Ms, p99Ms: load.latencyP99Ms });
  for (const [code, count] of Object.entries(load.statusCodes)) rounds.statusCodes[code] = (rounds.statusCodes[code] ?? 0) + count;
}

function finishRounds(rounds: HttpRounds, seconds: number): void {
  rounds.perSecond = rounds.succeeded / seconds;
  const p50s = rounds.roundLatencies.map((round) => round.p50Ms).toSorted((a, b) => a - b);
  rounds.p50Ms = p50s[Math.floor((p50s.length - 1) / 2)] ?? Number.NaN;
  rounds.p99Ms = Math.max(...rounds.roundLatencies.map((round) => round.p99Ms));
}

/** Rounds of commands, the CRUD peer, then plain INSERTs, in turns, so that a busy neighbour slows them alike. */
async function measure(
  context: Parameters<Benchmark['run']>[0],
  origins: { origin: string; peerOrigin: string },
  tokens: string[],
  appDatabaseName: string,
  plainDatabaseUrl: string,
  connections: number,
): Promise<Row> {
  const roundSeconds = Math.max(1, Math.round(SECONDS / context.rounds));
  const commands: Row['commands'] = { ...emptyRounds(), perCommand: { transactions: 0, rowsWritten: 0 } };
  const crud = emptyRounds();
  let answered = 0;
  const activity = { transactions: 0, rowsWritten: 0 };
  let commandSeconds = 0;
  let crudSeconds = 0;
  const plainLatencies: number[] = [];
  for (let round = 1; round <= context.rounds; round++) {
    context.log(`  ${connections} connections: round ${round} of ${context.rounds}`);
    const before = await databaseActivity(context.serverUrl, appDatabaseName);
    const load = await runHttpLoad({ origin: origins.origin, tokens, connections, seconds: roundSeconds, warmupSeconds: WARMUP_SECONDS });
    // Requests cut off at the end of the round finish on the server; the statistics arrive within a second.
    await sleep(1_500);
    const after = await databaseActivity(context.serverUrl, appDatabaseName);
    activity.transactions += after.transactions - before.transactions;
    activity.rowsWritten += after.rowsWritten - before.rowsWritten;
    answered += load.succeeded + load.non2xx + load.warmupAnswered;
    commandSeconds += load.seconds;
    addRound(commands, load);

    const peerLoad = await runHttpLoad({
      origin: origins.peerOrigin,
      tokens,
      connections,
      seconds: roundSeconds,
      warmupSeconds: WARMUP_SECONDS,
    });
    crudSeconds += peerLoad.seconds;
    addRound(crud, peerLoad);

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
  finishRounds(commands, commandSeconds);
  finishRounds(crud, crudSeconds);
  commands.perCommand = { transactions: activity.transactions / answered, rowsWritten: activity.rowsWritten / answered };
  const plain = summarize(plainLatencies, roundSeconds * context.rounds);
  return {
    connections,
    commands,
    crud,
    plain: { inserts: plain.operations, perSecond: plain.perSecond, p50Ms: plain.p50Ms, p99Ms: plain.p99Ms },
    commandsOverPeer: commands.perSecond / crud.perSecond,
    commandsOverPlain: commands.perSecond / plain.perSecond,
  };
}
