import type { PublicTicket } from '@lavado/shared/wash/public-ticket';
import { publicApi } from '@lavado/shared/wash/public.contract';

export type TicketLookup =
  | { kind: 'found'; ticket: PublicTicket }
  /** A well-formed code that names no ticket: the page shows the demo sheet. */
  | { kind: 'notFound' }
  /** Not a code at all (a mistyped or cut link). */
  | { kind: 'invalid' }
  | { kind: 'unavailable' };

/** `publicApi.getPublicTicket`: no session, only the ticket's whitelisted fields and the car wash to call. */
export async function lookUpPublicTicket(id: string): Promise<TicketLookup> {
  if (!isTicketCode(id)) return { kind: 'invalid' };
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
  if (response.status === 404) return { kind: 'notFound' };
  if (response.status === 400) return { kind: 'invalid' };
  if (!response.ok) return { kind: 'unavailable' };
  const ticket = publicApi.getPublicTicket.response.safeParse(await response.json().catch(() => null));
  return ticket.success ? { kind: 'found', ticket: ticket.data } : { kind: 'unavailable' };
}

/** Whether `id` has the shape of a ticket's code (a UUID); anything else names no ticket and is not asked about. */
export function isTicketCode(id: string): boolean {
  return publicApi.getPublicTicket.body.safeParse({ id }).success;
}

/** The ticket id of a `/code/{id}` address. */
export function ticketIdFromPath(pathname: string): string {
  const code = pathname.replace(/^\/code\//, '').replace(/\/+$/, '');
  try {
    return decodeURIComponent(code);
  } catch {
    // A malformed escape ('%E0%A4%A') is no code either.
    return code;
  }
}
