import type { Board } from '@lavado/shared/wash/board';
import { ticketTransitions } from '@lavado/shared/wash/ticket.lifecycle';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { applyTicketChange } from './boardTickets';
import type { OutboxTap, TapKind } from './boardOutbox';

const transitionOf: Record<TapKind, keyof typeof ticketTransitions | null> = {
  start: 'start',
  pause: 'pause',
  finish: 'finish',
  notify: null,
};

/**
 * The card as the washer left it: each of its taps not yet sent applied in order (Iniciar makes the
 * washer its responsible), so the next tap is offered while offline (Finalizar after an offline
 * Iniciar). The server decides again when they arrive; a refusal comes back on the card.
 */
export function withPendingTaps(ticket: Ticket, taps: readonly OutboxTap[], userId: string | null): Ticket {
  return taps
    .filter((tap) => tap.ticketId === ticket.id && tap.state === 'pending')
    .reduce((card, tap) => {
      const transition = transitionOf[tap.kind];
      if (!transition || !(ticketTransitions[transition].from as readonly number[]).includes(card.status)) return card;
      const taken = transition === 'start' && userId ? { idResponsible: userId } : {};
      // A card finished offline stays in sight, in the lane of those finished today.
      const finished = transition === 'finish' ? { finishedAt: tap.tappedAt } : {};
      return { ...card, ...taken, ...finished, status: ticketTransitions[transition].to };
    }, ticket);
}

/** The board with every card's pending taps applied, each card in the lane its taps lead to. */
export function boardWithPendingTaps(
  board: Board<Ticket>,
  taps: readonly OutboxTap[],
  userId: string | null,
  today: string,
): Board<Ticket> {
  if (!taps.some((tap) => tap.state === 'pending')) return board;
  return board.tickets.reduce((current, ticket) => {
    const tapped = withPendingTaps(ticket, taps, userId);
    if (tapped === ticket) return current;
    return (
      applyTicketChange(current, tapped, today, 'TicketStarted') ?? {
        ...current,
        tickets: current.tickets.map((card) => (card.id === ticket.id ? tapped : card)),
      }
    );
  }, board);
}
