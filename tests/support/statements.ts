import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

const recording = new AsyncLocalStorage<string[]>();
let installed = false;

/** Wraps `pg.Client#query` once, for the whole test file: every statement is noted by the recording it runs under, if any. */
function install(): void {
  if (installed) return;
  installed = true;
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
    const statements = recording.getStore();
    const [config] = args;
    if (statements) statements.push(typeof config === 'string' ? config : String((config as { text?: unknown } | null)?.text));
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

/**
 * The SQL statements `work` sends, in order, whichever connection of whichever pool sends them:
 * the recording follows `work`'s own asynchronous calls, so what projectors and other requests
 * send meanwhile is left out. Texts only: the values are not compared.
 */
export async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  install();
  const statements: string[] = [];
  await recording.run(statements, work);
  return statements.map((statement) => statement.replace(/\s+/g, ' ').trim());
}
