import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../shared/src/db/embedded';
import { databaseAnswers } from '../../shared/src/db/resolve';

/** What every `*.bench.ts` module exports as `benchmark`. */
export interface Benchmark {
  /** Also the JSON file name: `tests/bench/results/<name>.json`. */
  name: string;
  /** The BENCH_* variables it reads (through the setting helpers below): RESULTS.md names those a run changed. */
  settings: readonly string[];
  run(context: BenchContext): Promise<BenchReport>;
}

export interface BenchContext {
  /** Connection string of a server's maintenance database; benchmarks create their own databases on it. */
  serverUrl: string;
  /** Measured seconds per cell (BENCH_SECONDS), split over `rounds`. */
  seconds: number;
  /** Each cell is measured in this many rounds taking turns with the other cells of its row (BENCH_ROUNDS). */
  rounds: number;
  /** Warm-up before each round (BENCH_WARMUP_SECONDS). */
  warmupSeconds: number;
  log(line: string): void;
}

export interface BenchReport {
  table: string;
  results: unknown;
  /** One per target of the issue: written to RESULTS.md as met or missed, with why for a miss. */
  verdicts?: Verdict[];
}

export interface Verdict {
  target: string;
  measured: string;
  met: boolean;
  /** For a miss: where the time or the bytes go, as far as the benchmark can tell. */
  why?: string;
}

/**
 * The benchmarks' board clients all connect from this machine, and an organization's clients share its
 * session (40 of them at 2,000 clients over 50 organizations): the gateway's per-address and
 * per-session caps (realtime/src/transport/connection-caps.ts) would otherwise refuse them.
 */
export const BENCH_CONNECTION_LIMITS = { perAddress: 1_000_000, perSession: 10_000 };

const settingDefaults = new Map<string, string>();

/** The default of a setting read through the helpers below (undefined for one never read). */
export function settingDefault(name: string): string | undefined {
  return settingDefaults.get(name);
}

/** A text from the environment, or `fallback` when unset. */
export function textSetting(name: string, fallback: string): string {
  settingDefaults.set(name, fallback);
  return process.env[name] ?? fallback;
}

/** A comma-separated list of positive integers from the environment, or `fallback` when unset. */
export function integerListSetting(name: string, fallback: readonly number[]): number[] {
  const values = textSetting(name, fallback.join(',')).split(',').map(Number);
  if (values.some((value) => !Number.isInteger(value) || value <= 0))
    throw new Error(`${name} must list positive integers, comma-separated`);
  return values;
}

/** A positive number from the environment, or `fallback` when unset; anything else stops the run. */
export function positiveNumberSetting(name: string, fallback: number, integer = false): number {
  settingDefaults.set(name, String(fallback));
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be a positive ${integer ? 'integer' : 'number'}`);
  }
  return value;
}

const MACHINE_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * DATABASE_URL's server when set, else the machine's PostgreSQL when it answers, else an embedded
 * server under `.data/bench-pg`.
 */
export async function resolveBenchServer(
  log: (line: string) => void,
): Promise<{ serverUrl: string; description: string; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    return { serverUrl: url.toString(), description: `DATABASE_URL server ${url.host}`, stop: async () => undefined };
  }
  if (await databaseAnswers(MACHINE_SERVER_URL)) {
    return { serverUrl: MACHINE_SERVER_URL, description: 'PostgreSQL at 127.0.0.1:5432', stop: async () => undefined };
  }
  const port = positiveNumberSetting('BENCH_EMBEDDED_PG_PORT', 54331, true);
  log(`No PostgreSQL answered; starting an embedded one on port ${port}`);
  const embedded = await startEmbeddedPostgres({ dataDir: path.resolve('.data/bench-pg'), port });
  return { serverUrl: embedded.serverUrl, description: `embedded PostgreSQL on port ${port}`, stop: embedded.stop };
}

export async function serverVersion(serverUrl: string): Promise<string> {
  return withClient(
    serverUrl,
    async (client) => (await client.query<{ server_version: string }>('show server_version')).rows[0]!.server_version,
  );
}

/** A fresh, empty database on the server, dropped by `drop`. */
export async function createScratchDatabase(serverUrl: string, label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lavado_bench_${label}_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${pg.escapeIdentifier(name)}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(serverUrl, (client) => client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`)).then(
        () => undefined,
      ),
  };
}

async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface Throughput {
  /** Operations completed inside the measured windows. */
  operations: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * Runs `workers` loops of `operation` through a warm-up and then the measured window, and returns
 * the latency (ms) of every operation that both started and finished inside the window, and how
 * many operations ran in all (warm-up included).
 */
export async function timeOperations(options: {
  workers: number;
  warmupSeconds: number;
  seconds: number;
  operation: (worker: number) => () => Promise<void>;
}): Promise<{ latencies: number[]; operations: number }> {
  const windowStart = performance.now() + options.warmupSeconds * 1_000;
  const windowEnd = windowStart + options.seconds * 1_000;
  const latencies: number[] = [];
  let operations = 0;

  async function work(worker: number): Promise<void> {
    const operate = options.operation(worker);
    while (performance.now() < windowEnd) {
      const began = performance.now();
      await operate();
      const ended = performance.now();
      operations++;
      if (began >= windowStart && ended <= windowEnd) latencies.push(ended - began);
    }
  }

  await Promise.all(Array.from({ length: options.workers }, (_, worker) => work(worker)));
  return { latencies, operations };
}

/** Linux reports process CPU time in clock ticks of 1/100 s (USER_HZ). */
const MICROSECONDS_PER_TICK = 10_000;

/**
 * CPU time (µs) used so far by the server processes serving `database`, read from /proc; null when
 * the server does not run on this machine. A shared machine slows every process down, but the CPU
 * an operation costs moves much less than its rate, so it tells two systems apart where rates cannot.
 */
export async function backendCpuMicros(serverUrl: string, database: string): Promise<number | null> {
  return withClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ pid: number; own: boolean }>(
      'select pid, pid = pg_backend_pid() as own from pg_stat_activity where datname = $1 or pid = pg_backend_pid()',
      [database],
    );
    // The asking connection's own server process shows whether the server runs on this machine.
    if ((await processCpuMicros(rows.find((row) => row.own)!.pid)) === null) return null;
    let total = 0;
    for (const row of rows) if (!row.own) total += (await processCpuMicros(row.pid)) ?? 0;
    return total;
  });
}

/** utime + stime of a PostgreSQL server process, null when there is no such process here. */
async function processCpuMicros(pid: number): Promise<number | null> {
  try {
    const [cmdline, stat] = await Promise.all([readFile(`/proc/${pid}/cmdline`, 'utf8'), readFile(`/proc/${pid}/stat`, 'utf8')]);
    if (!cmdline.startsWith('postgres')) return null;
    // Fields after the parenthesised command name: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MICROSECONDS_PER_TICK;
  } catch {
    return null;
  }
}

/** Name of the database a connection string points at. */
export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

export function summarize(latencies: readonly number[], seconds: number): Throughput {
  const ascending = latencies.toSorted((a, b) => a - b);
  return {
    operations: ascending.length,
    perSecond: ascending.length / seconds,
    p50Ms: percentile(ascending, 0.5),
    p99Ms: percentile(ascending, 0.99),
  };
}

/** Nearest-rank percentile of ascending values; NaN for no values. */
export function percentile(ascending: readonly number[], fraction: number): number {
  if (ascending.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * ascending.length);
  return ascending[Math.min(Math.max(rank, 1), ascending.length) - 1]!;
}

/** A plain-text table with right-aligned cells after the first column. */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('-|-'), ...rows.map(line)].join('\n');
}
