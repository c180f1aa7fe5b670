import { TICKET_CHANGED, ticketChangedPayload, wallScreenTicketChangeOf } from '@lavado/shared/wash/ticket-feed';
import type { FeedMessage } from '../protocol';
import { formatFeedPosition } from './feed-position';
import type { FeedRow } from './feed-reader';

/**
 * A feed row as a wall screen receives it (docs/security.md, rule 47): a ticket change with the card
 * reduced to what the screen shows, and nothing of any other topic. A row that does not read as a
 * ticket change is not sent at all.
 */
export function wallScreenMessageOf(row: FeedRow): FeedMessage | null {
  if (row.topic !== TICKET_CHANGED) return null;
  const payload = ticketChangedPayload.safeParse(row.payload);
  if (!payload.success) return null;
  return { position: formatFeedPosition(row.position), topic: row.topic, payload: wallScreenTicketChangeOf(payload.data) };
}
