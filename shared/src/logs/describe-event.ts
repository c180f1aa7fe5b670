import { declarationOf } from '../events/catalog';
import type { LogDeclaration, LogSubject } from '../events/declaration';
import type { LoggedEvent } from './logged-events';

export { LOG_SUBJECT, type LogSubject } from '../events/declaration';

/** The log sentence each event declares (in its `*.events.ts`). */
function logOf(event: LoggedEvent): LogDeclaration<LoggedEvent['data']> {
  const log = declarationOf(event)?.log;
  if (!log) throw new Error(`Unexpected value: ${JSON.stringify(event)}`);
  return log;
}

/**
 * What an event did, in Spanish, as the rest of a sentence whose subject is the actor
 * ("Ana Rojas" + " registró al cliente …"). The actor's name is resolved when the log is read, and
 * so is `LOG_SUBJECT` (see `logSubject`).
 */
export function describeEvent(event: LoggedEvent): string {
  return logOf(event).describe(event.data);
}

/** The thing `LOG_SUBJECT` stands for in the event's description, if any. */
export function logSubject(event: LoggedEvent): LogSubject | null {
  return logOf(event).subject?.(event.data) ?? null;
}

/** The wash ticket an event is about (its log row links to the record). */
export function logTicketId(event: LoggedEvent): string | null {
  return logOf(event).ticketId?.(event.data) ?? null;
}
