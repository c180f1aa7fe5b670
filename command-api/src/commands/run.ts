import type { TokenClaims } from '@lavado/shared/auth/token';
import { fold, type DecidedEvent, type Decider } from '@lavado/shared/domain/decider';
import { conflict } from '@lavado/shared/domain/errors';
import { uuidV5 } from '@lavado/shared/eventstore/ids';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type InlineProjection,
  type NewEvent,
  type Position,
} from '@lavado/shared/eventstore/port';
import { serverMessages } from '@lavado/shared/messages/server';
import { projectorHandles, type ProjectionWaiter, type ProjectorName } from '@lavado/projections/progress';
import type { PseudonymousValue, StreamPseudonyms } from '@lavado/shared/privacy/stream-pseudonyms';

const MAX_ATTEMPTS = 4;
/** How long a command waits, by default, for the read models it changed before replying anyway. */
export const DEFAULT_PROJECTION_WAIT_MS = 3_000;

export interface CommandContext {
  commandId: string;
  correlationId: string;
  actor: TokenClaims | null;
  organizationId: string | null;
  now: Date;
}

export interface CommandRunner {
  /** The instant the command is decided at (deciders get no clock of their own). */
  readonly now: Date;
  /**
   * Loads the stream, folds it, decides and appends with the expected revision; on a concurrent
   * change it re-reads and decides again. A retried command (same commandId) appends nothing new.
   */
  run<Command, State, Event extends DecidedEvent>(
    streamId: string,
    decider: Decider<Command, State, Event>,
    command: Command,
  ): Promise<{ state: State; appended: number }>;
  /** Loads and folds a stream without deciding anything. */
  load<State, Event extends DecidedEvent>(
    streamId: string,
    decider: Pick<Decider<unknown, State, Event>, 'initialState' | 'evolve'>,
  ): Promise<State>;
  /** An id for something this command creates: the same on every retry of the command. */
  derivedId(name: string): string;
  /** The stream a plate or a reserved value finds (docs/privacy.md, "Nombres de stream seudónimos"), named the first time. */
  streamOf(value: PseudonymousValue): Promise<string>;
  /**
   * Waits until each named projector has applied the last event of this runner's appends that it
   * handles (so everything before it too); a projector that handles none of them changed nothing to wait for.
   * False when one had not within the wait (the events are stored; the read model is behind).
   */
  settle(projectors: readonly ProjectorName[]): Promise<boolean>;
  /**
   * A runner for a named follow-up of this command (an undo after a refusal), with its own command
   * id derived from this one: the same on every retry, and never mistaken for the command itself.
   */
  step(name: string): CommandRunner;
}

export function createCommandRunner(
  deps: {
    store: EventStore;
    waiter: ProjectionWaiter;
    pseudonyms: StreamPseudonyms;
    projectionWaitMs?: number;
    /** The read models applied in the transaction of each append (docs/architecture.md); the others are waited for. */
    inline?: InlineProjection;
  },
  context: CommandContext,
): CommandRunner {
  /**
   * Every event this runner appended (or found appended by an earlier try of the command), with its
   * position and the projectors that applied it as it was stored (nothing to wait for from those).
   */
  const appended: { type: string; data: NewEvent['data']; position: Position; appliedInline?: readonly string[] }[] = [];

  const metadata = () => ({
    organizationId: context.organizationId,
    actorId: context.actor?.id ?? null,
    actorRole: context.actor?.role ?? null,
    commandId: context.commandId,
    correlationId: context.correlationId,
    at: context.now.toISOString(),
  });

  const lastHandledBy = (projector: ProjectorName): Position | null =>
    appended
      .filter((event) => projectorHandles(projector, event) && !(event.appliedInline?.includes(projector) ?? false))
      .reduce<Position | null>(
        (last, event) => (last === null || deps.store.comparePositions(event.position, last) > 0 ? event.position : last),
        null,
      );

  return {
    now: context.now,
    streamOf: (value) => deps.pseudonyms.streamOf(value),

    async run<Command, State, Event extends DecidedEvent>(streamId: string, decider: Decider<Command, State, Event>, command: Command) {
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        const history = await deps.store.read(streamId);
        const state = fold(decider, history as unknown as Event[]);
        const alreadyApplied = history.filter((event) => event.metadata.commandId === context.commandId);
        if (alreadyApplied.length > 0) {
          appended.push(...alreadyApplied.map((event) => ({ ...event, appliedInline: event.metadata.appliedInline })));
          return { state, appended: 0 };
        }
        const decided = decider.decide(command, state);
        if (decided.length === 0) return { state, appended: 0 };
        const events: NewEvent[] = decided.map((event, index) => ({
          // One command may write several streams: the stream is part of the name, the command id the namespace.
          id: uuidV5(`${streamId}#${index}`, context.commandId),
          type: event.type,
          data: event.data,
          metadata: metadata(),
        }));
        try {
          const last = history.at(-1);
          const result = await deps.store.append(streamId, events, { expected: last ? last.revision : 'no_stream', inline: deps.inline });
          // An append is one transaction, read in one piece: its last position stands for each of its events.
          const { position, appliedInline } = result;
          appended.push(...events.map((event) => ({ type: event.type, data: event.data, position, appliedInline })));
          return { state: decided.reduce(decider.evolve, state), appended: events.length };
        } catch (error) {
          if (!(error instanceof WrongExpectedRevisionError)) throw error;
        }
      }
      throw conflict(serverMessages.conflict);
    },

    async load<State, Event extends DecidedEvent>(
      streamId: string,
      decider: Pick<Decider<unknown, State, Event>, 'initialState' | 'evolve'>,
    ) {
      return fold(decider, (await deps.store.read(streamId)) as unknown as Event[]);
    },

    derivedId(name) {
      return uuidV5(`new:${name}`, context.commandId);
    },

    async settle(projectors) {
      const caughtUp = await Promise.all(
        projectors.map((projector) => {
          const position = lastHandledBy(projector);
          return position ? deps.waiter.waitFor([projector], position, deps.projectionWaitMs ?? DEFAULT_PROJECTION_WAIT_MS) : true;
        }),
      );
      return caughtUp.every(Boolean);
    },

    step(name) {
      return createCommandRunner(deps, { ...context, commandId: uuidV5(`step:${name}`, context.commandId) });
    },
  };
}
