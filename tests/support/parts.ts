import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where each part's entry point is, as its `npm run start:*` script runs it. */
const ENTRY = {
  'command-api': ['command-api/src/main.ts', '--part=command-api'],
  projections: ['projections/src/main.ts'],
  realtime: ['realtime/src/main.ts'],
} as const;
export type PartName = keyof typeof ENTRY;

export interface RunningPart {
  name: PartName;
  process: ChildProcess;
  /** What it printed, for the test's failure message. */
  output: () => string;
  /** `kill -9`: no shutdown code runs, its database connections just drop. */
  kill: () => Promise<void>;
  /** SIGTERM, and waits for it to exit. */
  stop: () => Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** One part of the product as its own process (node + tsx, as `npm run start:*`), with `env` added. */
export function startPart(name: PartName, env: Record<string, string>): RunningPart {
  const child = spawn(process.execPath, ['--import', 'tsx', ...ENTRY[name]], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    process: child,
    output: () => output,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Polls `url` until it answers 200, or fails with what the part printed. */
export async function waitUntilHealthy(part: RunningPart, url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (part.process.exitCode !== null) throw new Error(`${part.name} exited:\n${part.output()}`);
    const healthy = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await sleep(200);
  }
  throw new Error(`${part.name} was not healthy at ${url} within ${timeoutMs} ms:\n${part.output()}`);
}
