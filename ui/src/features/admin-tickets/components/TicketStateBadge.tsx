import { Badge } from '@mantine/core';
import type { SupportTicketStatus } from '@lavado/shared/support/support.schemas';
import { stateColor, stateLabel } from './ticketLabels';

export function TicketStateBadge({ state }: { state: SupportTicketStatus }) {
  return (
    <Badge color={stateColor(state)} variant="light" tt="none">
      {stateLabel(state)}
    </Badge>
  );
}
