import { emptyLaneTotals, laneOf, type Board, type LaneTotals } from '@lavado/shared/wash/board';
import { ticketStatus } from '@lavado/shared/wash/ticket.lifecycle';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';

/** A board card as the server sends it, pending and due today unless told otherwise. */
export function ticketCard(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: crypto.randomUUID(),
    status: ticketStatus.pending,
    vehicle: { ppu: 'ABCD12', type: 'SED', ownerName: 'Juan Pérez', model: 'Rio', color: 'Azul', brand: 'Kia' },
    serviceType: 'FL',
    arrivalDate: '2025-06-02 08:15',
    endDate: '2025-06-02',
    endTime: '12:00',
    createdAt: '2025-06-02T12:15:00.000Z',
    driver: 'Pedro',
    observations: '',
    clientId: null,
    idResponsible: null,
    employee: null,
    responsibleName: null,
    statusSince: overrides.createdAt ?? '2025-06-02T12:15:00.000Z',
    finishedAt: null,
    clientPhone: null,
    stateChanges: [{ status: 1, at: '2025-06-02T12:15:00.000Z' }],
    customerNotifications: [],
    ...overrides,
  };
}

/** A board answer holding `tickets`; each lane's total counts them, plus any `more` the answer leaves out. */
export function boardAnswer(tickets: Ticket[], more: Partial<LaneTotals> = {}): Board<Ticket> {
  const totals = emptyLaneTotals();
  for (const ticket of tickets) totals[laneOf(ticket.status)] += 1;
  for (const [lane, count] of Object.entries(more) as [keyof LaneTotals, number][]) totals[lane] += count;
  return { tickets, totals };
}
