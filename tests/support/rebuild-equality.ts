import type { Pool } from '@lavado/shared/db/pool';
import type { EventStore } from '@lavado/shared/eventstore/port';
import type { Logger } from '@lavado/shared/logger';
import { projectors } from '@lavado/projections/projectors/index';
import { rebuildProjector } from '@lavado/projections/runner/rebuild';

/** A value as JSON with its objects' keys sorted, so two rows compare by content. */
export const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

async function primaryKeyOf(pool: Pool, table: string): Promise<string[]> {
  const { rows } = await pool.query<{ column: string }>(
    `select a.attname as column from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = $1::regclass and i.indisprimary order by array_position(i.indkey::int2[], a.attnum)`,
    [table],
  );
  if (rows.length === 0) throw new Error(`${table} has no primary key to compare its rows by`);
  return rows.map((row) => row.column);
}

/** Every row of a table by its primary key (every column compared: no projector writes a clock or a random value). */
async function tableRows(pool: Pool, table: string): Promise<Map<string, Record<string, unknown>>> {
  const key = await primaryKeyOf(pool, table);
  const { rows } = await pool.query<{ key: unknown[]; row: Record<string, unknown> }>(
    `select jsonb_build_array(${key.map((column) => `t.${column}`).join(', ')}) as key, to_jsonb(t) as row from ${table} t order by ${key.join(', ')}`,
  );
  return new Map(rows.map((row) => [JSON.stringify(row.key), row.row]));
}

/**
 * Rebuilds every projector from the events and lists each row and column in which its tables, as
 * incremental projection left them, differ from the rebuild; empty when they are equal. No projector
 * may be running: the caller stops them first.
 */
export async function differencesFromRebuild(parts: { pool: Pool; store: EventStore; logger: Logger }): Promise<string[]> {
  const { pool } = parts;
  const differences: string[] = [];
  const tables = projectors.flatMap((projector) => projector.tables.map((table) => ({ projector, table })));
  const incremental = await Promise.all(tables.map(({ table }) => tableRows(pool, table)));
  // Each projector reads and writes only its own tables, so they can all be rebuilt at once.
  await Promise.all(projectors.map((projector) => rebuildProjector(projector, parts)));
  const rebuilt = await Promise.all(tables.map(({ table }) => tableRows(pool, table)));
  for (const [index, { projector, table }] of tables.entries()) {
    const readModel = `${projector.name}/${table}`;
    const before = incremental[index]!;
    const after = rebuilt[index]!;
    for (const [key, row] of before) {
      const again = after.get(key);
      if (!again) differences.push(`${readModel} ${key}: only after incremental projection: ${JSON.stringify(row)}`);
      else
        for (const column of Object.keys(row))
          if (canonical(row[column]) !== canonical(again[column]))
            differences.push(
              `${readModel} ${key}: ${column} is ${JSON.stringify(row[column])} incrementally, ${JSON.stringify(again[column])} rebuilt`,
            );
    }
    for (const [key, row] of after)
      if (!before.has(key)) differences.push(`${readModel} ${key}: only after the rebuild: ${JSON.stringify(row)}`);
  }
  return differences;
}
