import { Badge } from '@mantine/core';
import type { SupportTicketStatus } from '@lavado/shared/support/support.schemas';
import { stateColor, stateLabel } from './ticketDisplay';

export function TicketStateBadge({ state }: { state: SupportTicketStatus }) {
  return (
    <Badge color={stateColor(state)} variant="filled" tt="none" miw="max-content">
      {stateLabel(state)}
    </Badge>
  );
}
