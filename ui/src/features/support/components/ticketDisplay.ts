import { uiMessages } from '@lavado/shared/messages/ui';
import { SUPPORT_TICKET_TYPES, type SupportTicketStatus, type SupportTicketType } from '@lavado/shared/support/support.schemas';
import { assertNever } from '../../../lib/assertNever';

/** The state colours of docs/specification.md#entities: 0 Creado blue, 1 En progreso yellow, 2 Cerrado green. */
export function stateColor(state: SupportTicketStatus): string {
  switch (state) {
    case 0:
      return 'blue';
    case 1:
      return 'yellow';
    case 2:
      return 'green';
    default:
      return assertNever(state);
  }
}

export function stateLabel(state: SupportTicketStatus): string {
  return uiMessages.supportStates[state];
}

export function typeLabel(type: SupportTicketType): string {
  return uiMessages.supportTypes[type];
}

export const ticketTypeOptions = (Object.keys(SUPPORT_TICKET_TYPES) as SupportTicketType[]).map((type) => ({
  value: type,
  label: typeLabel(type),
}));
