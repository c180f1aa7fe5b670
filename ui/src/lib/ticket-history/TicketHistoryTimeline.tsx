import { washApi } from '@lavado/shared/wash/wash.contract';
import { Stack, Text, Timeline, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ticketHistoryMessages } from '@lavado/shared/messages/tickets';
import { ROLE_LABELS } from '@lavado/shared/auth/roles';
import { DEFAULT_TIME_ZONE } from '@lavado/shared/time/zone';
import { TICKET_CHANGED, ticketChangedPayload } from '@lavado/shared/wash/ticket-feed';
import { type TicketHistoryEntry } from '@lavado/shared/wash/ticket-history.schemas';
import { call } from '../api/apiClient';
import { PageLoader } from '../components/PageLoader';
import { useMoneyFeed } from '../money/moneyFeed';
import { useFeed } from '../realtime/useFeed';
import { isRole } from '../session/roles';

const texts = ticketHistoryMessages;

export const ticketHistoryKeys = {
  ticket: (id: string) => ['wash', 'ticketHistory', id] as const,
};

const whenFormat = new Intl.DateTimeFormat('es', {
  timeZone: DEFAULT_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'medium',
  hourCycle: 'h23',
});

/** When it happened, on Chile's clock: '2/6/25, 10:05:12'. */
export function formatHistoryMoment(isoInstant: string): string {
  return whenFormat.format(new Date(isoInstant));
}

/** 'Ana Pérez · Empleado'; 'Sistema' when no user acted. */
export function describeActor({ name, role }: TicketHistoryEntry['actor']): string {
  const roleLabel = isRole(role) ? ROLE_LABELS[role] : null;
  return [name ?? texts.system, roleLabel].filter(Boolean).join(' · ');
}

/**
 * Every event of a ticket's stream, oldest first, for auditors (AD, SA): what happened, who did it,
 * when. A change to the ticket anywhere adds its entry at once.
 */
export function TicketHistoryTimeline({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const queryKey = ticketHistoryKeys.ticket(id);
  const { data: entries, isPending } = useQuery({
    queryKey,
    queryFn: () => call(washApi.getTicketHistory, { id }),
  });
  useFeed(TICKET_CHANGED, (payload) => {
    const change = ticketChangedPayload.safeParse(payload);
    if (!change.success || change.data.ticket.id === id) void queryClient.invalidateQueries({ queryKey });
  });
  // Its money (a payment, a discount, its washers) is on the same stream, and pushed apart.
  useMoneyFeed((change) => {
    if (change.ticketIds.includes(id)) void queryClient.invalidateQueries({ queryKey });
  });

  return (
    <Stack gap="sm">
      <Title order={4}>{texts.title}</Title>
      {isPending && <PageLoader />}
      {entries?.length === 0 && <Text c="dimmed">{texts.empty}</Text>}
      {entries && entries.length > 0 && (
        <Timeline active={entries.length - 1} bulletSize={18} lineWidth={2}>
          {entries.map((entry) => (
            <Timeline.Item key={entry.revision} title={entry.label}>
              <Text size="sm">{describeActor(entry.actor)}</Text>
              <Text size="xs" c="dimmed">
                <time dateTime={entry.at}>{formatHistoryMoment(entry.at)}</time>
              </Text>
              {entry.details && <Text size="sm">{entry.details}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
