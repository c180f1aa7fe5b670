import type { Pool } from '@lavado/shared/db/pool';
import { notFound } from '@lavado/shared/domain/errors';
import type { EventStore, RecordedEvent } from '@lavado/shared/eventstore/port';
import { userNames } from '@lavado/projections/read/users';
import { DEFAULT_CURRENCY } from '@lavado/shared/money/money';
import { ticketBillingDecider } from '@lavado/shared/money/ticket-billing.decider';
import { ticketMessages } from '@lavado/shared/wash/ticket.decider';
import { ticketStreamId } from '@lavado/shared/wash/ticket.events';
import type { TicketHistoryEntry } from '@lavado/shared/wash/ticket-history.schemas';
import type { TicketStreamEvent } from '@lavado/shared/wash/ticket.lifecycle';
import { ticketStreamDeclarationOf } from '@lavado/shared/wash/ticket-stream.event-catalog';

type StoredTicketEvent = TicketStreamEvent & Pick<RecordedEvent, 'revision' | 'metadata'>;

/** The ticket's timeline with each actor's name, if `readableBy` accepts the ticket's organization; otherwise it does not exist. */
export async function readTicketHistory(
  deps: { pool: Pool; store: EventStore },
  ticketId: string,
  readableBy: (organizationId: string) => boolean,
): Promise<TicketHistoryEntry[]> {
  const events = await deps.store.read(ticketStreamId(ticketId));
  const organizationId = events[0]?.metadata.organizationId;
  if (!organizationId || !readableBy(organizationId)) throw notFound(ticketMessages.notFound);
  const actorIds = [...new Set(events.map((event) => event.metadata.actorId).filter((id): id is string => id !== null))];
  return ticketTimeline(events, await userNames(deps.pool, actorIds));
}

/**
 * A ticket's stream told as a timeline: what happened (each event's declared history line), who did
 * it, when. `names` resolves actor ids. The stream is folded as its deciders fold it, so a line can
 * read the ticket as it stood before its event.
 */
export function ticketTimeline(events: readonly RecordedEvent[], names: ReadonlyMap<string, string>): TicketHistoryEntry[] {
  let ticket = ticketBillingDecider.initialState;
  return (events as unknown as StoredTicketEvent[]).map((event) => {
    const before = ticket;
    ticket = ticketBillingDecider.evolve(ticket, event);
    const declaration = ticketStreamDeclarationOf(event);
    if (!declaration) throw new Error(`Unexpected value: ${JSON.stringify(event)}`);
    const line = declaration.history(event.data, {
      life: before.exists ? before.life : null,
      currency: (before.exists && before.price?.currency) || DEFAULT_CURRENCY,
    });
    const actorId = event.metadata.actorId;
    return {
      revision: event.revision,
      type: event.type,
      at: event.metadata.at,
      actor: { id: actorId, name: actorId ? (names.get(actorId) ?? null) : null, role: event.metadata.actorRole },
      ...line,
    };
  });
}
