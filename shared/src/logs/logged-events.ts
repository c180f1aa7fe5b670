import { eventCatalog, eventTypes, type EventOfType, type LoggedEventType } from '../events/catalog';

/**
 * Every event a person causes on purpose, i.e. what the SA's log shows: the events whose declaration
 * (`shared/src/events/catalog.ts`) has a `log` sentence. Bookkeeping streams are left out:
 * reservations (ValueReserved/ValueReleased) and number counters (EmployeeNumberAssigned,
 * SupportTicketNumberAssigned) only accompany an event that is logged and says the same.
 */
export type LoggedEvent = EventOfType<LoggedEventType>;
export type { LoggedEventType };

export const loggedEventTypes: readonly LoggedEventType[] = eventTypes.filter(
  (type): type is LoggedEventType => eventCatalog[type].log !== null,
);
