import { TICKET_STATUS } from '@lavado/shared/wash/wash.catalog';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import type { TokenUser } from '../../../lib/session/token';

export interface CardActions {
  start: boolean;
  pause: boolean;
  finish: boolean;
}

/**
 * Which board buttons the user may press (docs/specification.md#states-and-transitions): Iniciar needs an identification and a
 * card that is not in progress (pending, or paused to resume it); Pausar and Finalizar belong to the
 * employee in charge of a card in progress. CheckList is never enabled.
 */
export function cardActions(ticket: Ticket, user: TokenUser | null): CardActions {
  const inProgress = ticket.status === TICKET_STATUS.inProgress;
  const inCharge = user !== null && ticket.idResponsible === user.id;
  return {
    start: user?.identification != null && !inProgress,
    pause: inCharge && inProgress,
    finish: inCharge && inProgress,
  };
}
