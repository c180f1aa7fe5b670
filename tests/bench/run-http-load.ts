import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { HttpLoad, HttpLoadResult } from './http-load';

/** Runs one autocannon load in a child process of its own (http-load.ts), so the load's CPU is not the product's. */
export function runHttpLoad(load: HttpLoad): Promise<HttpLoadResult> {
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
