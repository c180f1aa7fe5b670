import { afterAll, beforeAll } from 'vitest';
import { createPool, type Pool } from '@lavado/shared/db/pool';
import { createEventStore } from '@lavado/shared/eventstore/create';
import type { EventStore } from '@lavado/shared/eventstore/port';
import { testDataKeys } from './data-keys';
import { createTestDatabase } from './database';

/**
 * A fresh, migrated database with a pool and an event store for one projector test file, dropped
 * after it. Read `pool` and `store` inside tests (they are set in `beforeAll`).
 */
export function useProjectionDatabase(): { readonly pool: Pool; readonly store: EventStore } {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const handles = {} as { pool: Pool; store: EventStore };
  beforeAll(async () => {
    database = await createTestDatabase();
    handles.pool = createPool(database.url);
    handles.store = createEventStore({ databaseUrl: database.url, pool: handles.pool, dataKeys: testDataKeys(handles.pool) });
  });
  afterAll(async () => {
    await handles.store.close();
    await handles.pool.end();
    await database.drop();
  });
  return handles;
}
