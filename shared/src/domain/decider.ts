import type { JsonObject } from '../eventstore/port';

/** An event as a decider emits it: what happened, not yet where or by whom. */
export interface DecidedEvent<Type extends string = string, Data extends JsonObject = JsonObject> {
  type: Type;
  data: Data;
}

/**
 * A pure decider (no I/O, no clock: `now` arrives in the command). `decide` throws a DomainError
 * when the command is refused; an empty list means "nothing to change".
 */
export interface Decider<Command, State, Event extends DecidedEvent> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

export function fold<State, Event extends DecidedEvent>(
  decider: Pick<Decider<unknown, State, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState);
}

export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
