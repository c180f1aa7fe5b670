import { SUPPORT_TICKET_STATUS, SUPPORT_TICKET_STATUS_LABELS, type SupportTicketStatus } from '@lavado/shared/support/support.schemas';

/** The state colours of docs/specification.md#entities: 0 Creado blue, 1 En progreso yellow, 2 Cerrado green. */
const stateColors = { 0: 'blue', 1: 'yellow', 2: 'green' } as const satisfies Record<SupportTicketStatus, string>;

export const stateLabel = (state: SupportTicketStatus) => SUPPORT_TICKET_STATUS_LABELS[state];
export const stateColor = (state: SupportTicketStatus) => stateColors[state];

/** Only a created ticket can be started; any ticket not yet closed can be closed. */
export const canStart = (state: SupportTicketStatus) => state === SUPPORT_TICKET_STATUS.created;
export const canClose = (state: SupportTicketStatus) => state !== SUPPORT_TICKET_STATUS.closed;
