import type { PoolClient } from '@lavado/shared/db/pool';
import type { RecordedEvent } from '@lavado/shared/eventstore/port';
import type { FeedItem } from '@lavado/shared/realtime/feed';

/** What a projector may do while applying an event: everything goes into the batch's transaction. */
export interface ProjectionContext {
  /** The open transaction: write read-model rows with it, never commit or roll back. */
  client: PoolClient;
  /** Adds a realtime feed row to the batch's transaction (the batch's rows go in one statement at its end); the runner wakes the gateways after commit. */
  publish(item: FeedItem): Promise<void>;
  /** True during a rebuild: nobody watches a replay live, so projectors skip their feed rows. */
  replaying: boolean;
}

export interface Projector {
  /** Checkpoint key, advisory-lock key and CLI name. */
  name: string;
  /** Its read-model tables, emptied on rebuild. */
  tables: readonly string[];
  /** Event types it reacts to; other events only advance its checkpoint. */
  handles: readonly string[];
  /**
   * Events of a handled type that leave its tables and the feed as they are, told from the event alone (for the
   * clients list, a ticket with no client): the runner treats them as unhandled (a batch of only such events opens
   * no transaction) and commands do not wait for them. `apply` must do nothing with them, so that a rebuild that
   * applies them anyway ends the same.
   */
  ignores?(event: Pick<RecordedEvent, 'type' | 'data'>): boolean;
  apply(event: RecordedEvent, context: ProjectionContext): Promise<void>;
  /**
   * Optional set-based form of `apply` for a whole batch (only handled events, in order), for
   * projectors whose per-event round trips would make a rebuild slow. It must leave the tables as
   * applying the events one by one would. If it throws, the runner retries the batch with `apply`
   * to find the failing event.
   */
  applyBatch?(events: readonly RecordedEvent[], context: ProjectionContext): Promise<void>;
}

/** The part of a pino logger the runner uses. */
export interface RunnerLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Whether the event changes the projector's tables or the feed: of a type it handles, and not one it ignores. */
export function changes(projector: Pick<Projector, 'handles' | 'ignores'>, event: Pick<RecordedEvent, 'type' | 'data'>): boolean {
  return projector.handles.includes(event.type) && !(projector.ignores?.(event) ?? false);
}
