import type { PublicTicket } from '@lavado/shared/wash/public-ticket';
import { publicApi } from '@lavado/shared/wash/public.contract';

export type TicketLookup = { kind: 'found'; ticket: PublicTicket } | { kind: 'notFound' } | { kind: 'unavailable' };

/** Answers of the API that mean "no such ticket" (a malformed code is one too). */
const NOT_FOUND_STATUSES: ReadonlySet<number> = new Set([400, 404]);

/** `publicApi.getPublicTicket`: no session, only the ticket's whitelisted fields. */
export async function lookUpPublicTicket(id: string): Promise<TicketLookup> {
  let response: Response;
  try {
    response = await fetch(`/api/${publicApi.getPublicTicket.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id }),
    });
  } catch {
    return { kind: 'unavailable' };
  }
  if (NOT_FOUND_STATUSES.has(response.status)) return { kind: 'notFound' };
  if (!response.ok) return { kind: 'unavailable' };
  const ticket = publicApi.getPublicTicket.response.safeParse(await response.json().catch(() => null));
  return ticket.success ? { kind: 'found', ticket: ticket.data } : { kind: 'unavailable' };
}

/** The ticket id of a `/code/{id}` address. */
export function ticketIdFromPath(pathname: string): string {
  return decodeURIComponent(pathname.replace(/^\/code\//, '').replace(/\/+$/, ''));
}
