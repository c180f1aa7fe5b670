import type { Pool } from '../db/pool';
import type { DataKeys } from '../privacy/data-keys';
import { createEncryptingEventStore } from './encrypting';
import { createKurrentDbEventStore } from './kurrentdb';
import type { EventStore } from './port';
import { createPostgresEventStore } from './postgres';

export interface EventStoreSettings {
  /** The read models' database; also holds the events unless `eventStoreUrl` is set. */
  databaseUrl: string;
  /** `esdb://` or `kurrentdb://` (and their `+discover` forms): store events in EventStoreDB. */
  eventStoreUrl?: string;
  pool?: Pool;
  /**
   * The data subjects' keys, with which every personal value is encrypted (docs/privacy.md). The
   * process's one instance: an erasure through it evicts the key the store has in memory.
   */
  dataKeys: DataKeys;
}

const EVENTSTOREDB_SCHEMES = /^(esdb|kurrentdb|kurrent)(\+discover)?:\/\//;

/** EventStoreDB when `eventStoreUrl` is set, otherwise the PostgreSQL event store; personal values encrypted in either. */
export function createEventStore(settings: EventStoreSettings): EventStore {
  return createEncryptingEventStore(createAdapter(settings), settings.dataKeys);
}

function createAdapter(settings: EventStoreSettings): EventStore {
  if (settings.eventStoreUrl === undefined || settings.eventStoreUrl === '') {
    return createPostgresEventStore({ databaseUrl: settings.databaseUrl, pool: settings.pool });
  }
  if (!EVENTSTOREDB_SCHEMES.test(settings.eventStoreUrl)) {
    throw new TypeError('EVENTSTORE_URL must be an esdb:// or kurrentdb:// connection string');
  }
  return createKurrentDbEventStore({ connectionString: settings.eventStoreUrl });
}
