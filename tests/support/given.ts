import { fold, type DecidedEvent, type Decider } from '@lavado/shared/domain/decider';

/** Decider specs read as given(past events) / when(command) / then(new events or an error). */
export function given<Command, State, Event extends DecidedEvent>(decider: Decider<Command, State, Event>, history: readonly Event[]) {
  return {
    when: (command: Command) => decider.decide(command, fold(decider, history)),
  };
}
