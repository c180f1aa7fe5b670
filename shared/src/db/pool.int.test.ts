import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/database';
import { createPool } from './pool';

const database = await createTestDatabase();
afterAll(() => database.drop());

describe('createPool', () => {
  it("returns bigint sums as numbers even when another library changes pg's global int8 parser", async () => {
    const pool = createPool(database.url);
    const int8 = pg.types.getTypeParser(pg.types.builtins.INT8);
    // What Emmett's dumbo does on import.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));
    try {
      const { rows } = await pool.query<{ total: unknown }>(
        'select sum(amount)::bigint as total from (values (8990), (24990)) as t(amount)',
      );
      expect(rows).toEqual([{ total: 33980 }]);
    } finally {
      pg.types.setTypeParser(pg.types.builtins.INT8, int8);
      await pool.end();
    }
  });
});
