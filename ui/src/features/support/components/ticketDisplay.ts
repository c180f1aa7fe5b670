import {
  SUPPORT_TICKET_STATUS_LABELS,
  SUPPORT_TICKET_TYPES,
  type SupportTicketStatus,
  type SupportTicketType,
} from '@lavado/shared/support/support.schemas';
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
  return SUPPORT_TICKET_STATUS_LABELS[state];
}

export function typeLabel(type: SupportTicketType): string {
  return SUPPORT_TICKET_TYPES[type];
}

export const ticketTypeOptions = (Object.keys(SUPPORT_TICKET_TYPES) as SupportTicketType[]).map((type) => ({
  value: type,
  label: typeLabel(type),
}));
