import { ticketActionAllowed } from '@lavado/shared/wash/ticket.lifecycle';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import type { TokenUser } from '../../../lib/session/token';

export interface CardActions {
  start: boolean;
  pause: boolean;
  finish: boolean;
}

/**
 * Which board buttons the user may press, as the ticket's transitions allow them (docs/specification.md#states-and-transitions): Iniciar needs an
 * identification (it starts a pending card or resumes a paused one); Pausar and Finalizar belong to
 * the employee in charge of a card in progress. CheckList is never enabled.
 */
export function cardActions(ticket: Ticket, user: TokenUser | null): CardActions {
  const inCharge = user !== null && ticket.idResponsible === user.id;
  return {
    start: user?.identification != null && ticketActionAllowed('start', ticket.status),
    pause: inCharge && ticketActionAllowed('pause', ticket.status),
    finish: inCharge && ticketActionAllowed('finish', ticket.status),
  };
}

/** Why a button the ticket's state allows is still disabled for this user, shown as its tooltip. */
export type DisabledReason = 'needsIdentification' | 'onlyResponsible';

export function disabledReasons(ticket: Ticket, user: TokenUser | null): Partial<Record<keyof CardActions, DisabledReason>> {
  const allowed = cardActions(ticket, user);
  const reasons: Partial<Record<keyof CardActions, DisabledReason>> = {};
  if (!allowed.start && ticketActionAllowed('start', ticket.status)) reasons.start = 'needsIdentification';
  for (const action of ['pause', 'finish'] as const) {
    if (!allowed[action] && ticketActionAllowed(action, ticket.status)) reasons[action] = 'onlyResponsible';
  }
  return reasons;
}
