import { eventCatalog, eventTypes, type EventOfType, type EventType } from './catalog';
import type { Complete } from './declaration';

/** A complete example of an event type: every field filled, every list with an element; still an event of its type. */
export type CompleteEvent<Type extends EventType> = { type: Type; data: EventOfType<Type>['data'] & Complete<EventOfType<Type>['data']> };

/** One complete event of every type some decider produces, from the `example` of each declaration. */
export const eventExamples = Object.fromEntries(eventTypes.map((type) => [type, { type, data: eventCatalog[type].example }])) as {
  [Type in EventType]: CompleteEvent<Type>;
};
