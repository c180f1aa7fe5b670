import pg from 'pg';

// int8 (bigint) columns come back as strings by default; our counts, sums and positions fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Parsers of our own, given to every pool and to the event store's queries, so that rows keep their
 * shape whatever another library in the process sets globally (Emmett's dumbo, loaded by the
 * benchmarks, turns int8 into BigInt, which made a sum of pesos fail the answer's schema, and jsonb
 * into its own reader).
 */
export const rowTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format === 'binary') return pg.types.getTypeParser(oid, format);
    if (oid === pg.types.builtins.INT8) return Number;
    if (oid === pg.types.builtins.JSONB) return JSON.parse;
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

export function createPool(connectionString: string, options: { max?: number; applicationName?: string } = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'lavado',
    types: rowTypes,
  });
  // A client that loses its connection (server restart) must not crash the process: idle ones
  // report on the pool, checked-out ones on themselves; the query in flight still rejects.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * Runs `work` with a client of the pool and releases it: destroyed instead of reused when its
 * connection died while checked out (its 'error' event, which the pool does not watch meanwhile) or
 * when `work` calls `unsound` (a failure after which the connection may be dead).
 */
export async function withClient<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient, unsound: (error: unknown) => void) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let failure: Error | undefined;
  const unsound = (error: unknown) => {
    failure ??= error instanceof Error ? error : new Error(String(error));
  };
  client.on('error', unsound);
  try {
    return await work(client, unsound);
  } finally {
    client.off('error', unsound);
    client.release(failure);
  }
}

/** Runs `work` in one transaction on one connection; rolls back on any error. */
export function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return inTransactionCommittingIf(pool, async (client) => ({ commit: true, result: await work(client) }));
}

/**
 * Runs `work` in one transaction on one connection, committed only when it answers `commit: true`
 * and rolled back otherwise or on any error; a connection that cannot even roll back is not reused.
 */
export function inTransactionCommittingIf<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<{ commit: boolean; result: T }>,
): Promise<T> {
  return withClient(pool, async (client, unsound) => {
    try {
      await client.query('begin');
      const { commit, result } = await work(client);
      await client.query(commit ? 'commit' : 'rollback');
      return result;
    } catch (error) {
      await client.query('rollback').catch(unsound);
      throw error;
    }
  });
}
