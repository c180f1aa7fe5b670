import type { Pool } from '../db/pool';
import { createKurrentDbEventStore } from './kurrentdb';
import type { EventStore } from './port';
import { createPostgresEventStore } from './postgres';

export interface EventStoreSettings {
  /** The read models' database; also holds the events unless `eventStoreUrl` is set. */
  databaseUrl: string;
  /** `esdb://` or `kurrentdb://` (and their `+discover` forms): store events in EventStoreDB. */
  eventStoreUrl?: string;
  pool?: Pool;
}

const EVENTSTOREDB_SCHEMES = /^(esdb|kurrentdb|kurrent)(\+discover)?:\/\//;

/** EventStoreDB when `eventStoreUrl` is set, otherwise the PostgreSQL event store. */
export function createEventStore(settings: EventStoreSettings): EventStore {
  if (settings.eventStoreUrl === undefined || settings.eventStoreUrl === '') {
    return createPostgresEventStore({ databaseUrl: settings.databaseUrl, pool: settings.pool });
  }
  if (!EVENTSTOREDB_SCHEMES.test(settings.eventStoreUrl)) {
    throw new TypeError('EVENTSTORE_URL must be an esdb:// or kurrentdb:// connection string');
  }
  return createKurrentDbEventStore({ connectionString: settings.eventStoreUrl });
}
