import type { Pool } from '@lavado/shared/db/pool';
import type { EventStore } from '@lavado/shared/eventstore/port';
import { localDate } from '@lavado/shared/time/zone';
import { foldTicketCard } from '@lavado/shared/wash/ticket-card';
import { isOpenTicket } from '@lavado/shared/wash/ticket.lifecycle';
import type { boardAtResponse } from '@lavado/shared/wash/ticket-history.schemas';
import type { z } from 'zod';
import { ticketStreamId, type TicketEvent } from '@lavado/shared/wash/ticket.events';
import { boardCandidateIds } from '@lavado/projections/read/wash-records';

/**
 * The organization's board as it stood at `at`: candidates from the read model (open at that
 * moment and due that day or before), each card then folded from its own events up to `at`.
 */
export async function boardAt(
  deps: { pool: Pool; store: EventStore },
  organizationId: string,
  at: Date,
): Promise<z.infer<typeof boardAtResponse>> {
  const day = localDate(at);
  const ids = await boardCandidateIds(deps.pool, organizationId, at, day);
  const cards = await Promise.all(
    ids.map(async (id) => {
      const events = (await deps.store.read(ticketStreamId(id))).filter((event) => new Date(event.metadata.at) <= at);
      return foldTicketCard(events as unknown as TicketEvent[]);
    }),
  );
  return {
    at: at.toISOString(),
    day,
    tickets: cards.filter((card): card is NonNullable<typeof card> => card !== null && isOpenTicket(card.status)),
  };
}
