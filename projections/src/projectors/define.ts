import type { DecidedEvent } from '@lavado/shared/domain/decider';
import type { RecordedEvent } from '@lavado/shared/eventstore/port';
import type { ProjectionContext, Projector } from '../runner/projector';

/** A stored event seen as the domain event it was decided as. */
export type Projected<Event extends DecidedEvent> = Event & Omit<RecordedEvent, 'type' | 'data'>;

/**
 * Declares a projector over a union of domain events: `defineProjector<Event>()({ name, … })`, so
 * the event union is named and the name kept as a literal (commands wait for projectors by name).
 * The runner only hands it the types it lists in `handles`, so the one cast from stored JSON to the
 * union lives here.
 */
export const defineProjector =
  <Event extends DecidedEvent>() =>
  <const Name extends string>(projector: ProjectorDefinition<Event, Name>): Projector & { name: Name } =>
    toProjector(projector);

interface ProjectorDefinition<Event extends DecidedEvent, Name extends string> {
  name: Name;
  tables: readonly string[];
  handles: readonly Event['type'][];
  ignores?(event: Event): boolean;
  apply(event: Projected<Event>, context: ProjectionContext): Promise<void>;
  applyBatch?(events: readonly Projected<Event>[], context: ProjectionContext): Promise<void>;
}

function toProjector<Event extends DecidedEvent, Name extends string>(
  projector: ProjectorDefinition<Event, Name>,
): Projector & { name: Name } {
  const { applyBatch, ignores } = projector;
  return {
    ...projector,
    ...(ignores ? { ignores: (event) => ignores(event as unknown as Event) } : {}),
    apply: (event, context) => projector.apply(event as unknown as Projected<Event>, context),
    ...(applyBatch ? { applyBatch: (events, context) => applyBatch(events as unknown as Projected<Event>[], context) } : {}),
  };
}
