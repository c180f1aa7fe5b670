/**
 * Where one `createWashTicket` goes (issue 21): the product on a scratch database of the bench
 * server, the commands benchmark's load (autocannon in a child process) for a while, and meanwhile
 * a CPU profile of the product's process (node:inspector) and every statement it sends (by wrapping
 * `pg.Client.prototype.query`). Prints, per answered command: Node CPU by area (self time of the
 * profile's functions, grouped by file), statements by kind with their time from send to answer,
 * commits, and PostgreSQL's CPU for the database's backends. Not a benchmark module: a tool.
 *
 *   npx tsx tests/bench/commands-profile.ts            # 8 connections, 20 s
 *   PROFILE_CONNECTIONS=32 PROFILE_SECONDS=10 PROFILE_CPUPROFILE=/tmp/c.cpuprofile npx tsx tests/bench/commands-profile.ts
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { migrate } from '../../shared/src/db/migrate';
import { startRunningApp } from '../support/running-app';
import { createOrganizations } from './board-load';
import { backendCpuMicros, createScratchDatabase, databaseName, resolveBenchServer } from './harness';
import { runHttpLoad } from './run-http-load';

const CONNECTIONS = Number(process.env.PROFILE_CONNECTIONS ?? 8);
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 20);
const ORGANIZATIONS = Number(process.env.PROFILE_ORGANIZATIONS ?? 50);

interface Statement {
  count: number;
  ms: number;
}

/** A statement's kind: its first words, with literals and parameters left out. */
function kindOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const lower = flat.toLowerCase();
  if (/^(begin|commit|rollback)/.test(lower)) return lower.split(' ')[0]!;
  const table = /\b(?:from|into|update)\s+([a-z_."]+)/i.exec(flat)?.[1] ?? '';
  const verb = lower.startsWith('with') ? 'with' : lower.split(/[ (]/)[0]!;
  return `${verb} ${table}`.trim() + (lower.includes('notify') || lower.includes('pg_notify') ? ' (+notify)' : '');
}

const statements = new Map<string, Statement>();
let counting = false;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const config = args[0] as string | { text?: string; name?: string } | undefined;
  const text = typeof config === 'string' ? config : (config?.text ?? config?.name ?? '?');
  if (!counting) return (originalQuery as (...a: unknown[]) => unknown).apply(this, args) as never;
  const kind = kindOf(text);
  const started = performance.now();
  const note = () => {
    const entry = statements.get(kind) ?? { count: 0, ms: 0 };
    entry.count += 1;
    entry.ms += performance.now() - started;
    statements.set(kind, entry);
  };
  // pg-pool passes a callback; everything else awaits the promise.
  const callback = args.at(-1);
  if (typeof callback === 'function')
    args[args.length - 1] = (...results: unknown[]) => {
      note();
      return (callback as (...r: unknown[]) => unknown)(...results);
    };
  const result = (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  if (result instanceof Promise) result.then(note, note);
  return result as never;
} as typeof pg.Client.prototype.query;

/** The product's own area a script belongs to (`command-api/http`, `projections/runner/apply-batch`…), or null for a library or Node's own. */
function ownAreaOf(url: string): string | null {
  if (url.includes('node_modules')) return null;
  const own = /\/(command-api|projections|realtime|shared)\/src\/([^/]+?)(?:\.ts)?(?:\/([^/.]+))?(?:\.|\/|$)/.exec(url);
  if (!own) return null;
  return `${own[1]}/${own[2]}${own[1] === 'projections' && own[3] ? `/${own[3]}` : ''}`;
}

/** A library's name, Node's internals, or a native function's name. */
function otherAreaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : `native ${functionName}`;
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (module) return module;
  return url.startsWith('node:') ? 'node internals' : (url.split('/').at(-1) ?? url);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

/**
 * Sampled time by the nearest of the product's own functions on the stack: a socket write or a JSON
 * parse is counted to the code that asked for it (a projector's batch, the event store), and only
 * what no own function called (the HTTP server, timers, the pg driver reading replies) to a library.
 */
function timeByArea(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const micros = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const leaf = byId.get(id)!.callFrame;
    let area: string | null = null;
    for (let at: number | undefined = id; at !== undefined && area === null; at = parentOf.get(at))
      area = ownAreaOf(byId.get(at)!.callFrame.url);
    const key = area ?? `(no own caller) ${otherAreaOf(leaf.url, leaf.functionName)}`;
    micros.set(key, (micros.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  return micros;
}

/** Transactions committed so far in the database (two extra: this question's own, and the stats snapshot's lag is none within one). */
async function committed(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select xact_commit as n from pg_stat_database where datname = current_database()');
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

const server = await resolveBenchServer(console.log);
const database = await createScratchDatabase(server.serverUrl, 'commands_profile');
try {
  await migrate(database.url);
  const app = await startRunningApp({ database });
  try {
    const tokens = (await createOrganizations(app, ORGANIZATIONS)).map((organization) => organization.token);
    // A first load warms the code and the pools; only the second is counted and profiled.
    await runHttpLoad({ origin: app.origin, tokens, connections: CONNECTIONS, seconds: 3, warmupSeconds: 1 });
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    const commitsBefore = await committed(database.url);
    const pgCpuBefore = await backendCpuMicros(server.serverUrl, databaseName(database.url));
    const cpuBefore = process.cpuUsage();
    counting = true;
    await session.post('Profiler.start');
    const result = await runHttpLoad({ origin: app.origin, tokens, connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 0.1 });
    const { profile } = await session.post('Profiler.stop');
    counting = false;
    const cpu = process.cpuUsage(cpuBefore);
    const pgCpuAfter = await backendCpuMicros(server.serverUrl, databaseName(database.url));
    const commits = (await committed(database.url)) - commitsBefore;
    if (process.env.PROFILE_CPUPROFILE) writeFileSync(process.env.PROFILE_CPUPROFILE, JSON.stringify(profile));
    const commands = result.succeeded + result.warmupAnswered;
    const perCommand = (value: number) => value / commands;
    console.log(
      `${commands} commands answered (${result.succeeded} 2xx measured, ${result.non2xx} non-2xx) at ${CONNECTIONS} connections, ` +
        `${(result.succeeded / result.seconds).toFixed(1)}/s, p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms`,
    );
    console.log(
      `Node CPU per command: ${(perCommand(cpu.user + cpu.system) / 1000).toFixed(2)} ms (user ${(perCommand(cpu.user) / 1000).toFixed(2)}, system ${(perCommand(cpu.system) / 1000).toFixed(2)})`,
    );
    console.log(`Commits per command (pg_stat_database, every connection): ${perCommand(commits).toFixed(2)}`);
    if (pgCpuBefore !== null && pgCpuAfter !== null)
      console.log(`PostgreSQL backends' CPU per command: ${(perCommand(pgCpuAfter - pgCpuBefore) / 1000).toFixed(2)} ms`);
    const areas = [...timeByArea(profile as never).entries()].sort((a, b) => b[1] - a[1]);
    const sampled = areas.reduce((sum, [, micros]) => sum + micros, 0);
    const idle = areas.find(([area]) => area === '(no own caller) (idle)')?.[1] ?? 0;
    console.log(
      `\nSampled time per command by the nearest own function (busy ${(perCommand(sampled - idle) / 1000).toFixed(2)} ms; ` +
        'wall time of the samples, so more than the CPU time on a busy machine):',
    );
    for (const [area, micros] of areas)
      if (area !== '(no own caller) (idle)' && perCommand(micros) >= 10)
        console.log(
          `  ${(perCommand(micros) / 1000).toFixed(3).padStart(7)} ms  ${((100 * micros) / (sampled - idle)).toFixed(1).padStart(5)} %  ${area}`,
        );
    const rows = [...statements.entries()].sort((a, b) => b[1].count - a[1].count);
    const total = rows.reduce((sum, [, entry]) => sum + entry.count, 0);
    console.log(`\nStatements per command: ${perCommand(total).toFixed(2)} (send to answer, ms per command)`);
    for (const [kind, entry] of rows)
      console.log(
        `  ${perCommand(entry.count).toFixed(2).padStart(6)}  ${perCommand(entry.ms).toFixed(2).padStart(7)} ms  ${(entry.ms / entry.count).toFixed(2).padStart(6)} ms each  ${kind}`,
      );
  } finally {
    await app.close();
  }
} finally {
  await database.drop();
}
