import type { SupportTicketStatus } from '@lavado/shared/support/support.schemas';
import type { TicketsQuery } from '../api/ticketsApi';

/** P: a main organization; S: a secondary ('hija') one. */
export type CompanyType = 'P' | 'S';

/** The tickets' filter form; empty or `null` means "any". */
export interface TicketFilter {
  name: string;
  type: CompanyType | null;
  /** The day the ticket was opened ('YYYY-MM-DD', in Chile). */
  date: string | null;
  state: SupportTicketStatus | null;
}

export const noTicketFilter: TicketFilter = { name: '', type: null, date: null, state: null };

/** The `admin/getSupportTickets` body of a filter: "any" filters are left out. */
export function toTicketsQuery({ name, type, date, state }: TicketFilter): TicketsQuery {
  const trimmedName = name.trim();
  return {
    ...(trimmedName !== '' && { name: trimmedName }),
    ...(type !== null && { type }),
    ...(date !== null && { date }),
    ...(state !== null && { state }),
  };
}
