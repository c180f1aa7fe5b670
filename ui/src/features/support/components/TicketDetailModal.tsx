import { Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { supportPageMessages } from '@lavado/shared/messages/support';
import type { SupportTicket } from '@lavado/shared/support/support.schemas';
import type { ReactNode } from 'react';
import { useShownWhileClosing } from '../../../lib/dialogs/useShownWhileClosing';
import { shortDateTime } from '../../../lib/format/instants';
import { TicketStateBadge } from './TicketStateBadge';
import { typeLabel } from './ticketDisplay';

const texts = supportPageMessages;

interface TicketDetailModalProps {
  ticket: SupportTicket | null;
  onClose: () => void;
}

/** A ticket as its author sees it, with the platform's response once there is one. */
export function TicketDetailModal({ ticket: opened, onClose }: TicketDetailModalProps) {
  const ticket = useShownWhileClosing(opened);
  return (
    <Modal opened={opened !== null} onClose={onClose} title={ticket && texts.detail.title(ticket.ticketNumber)} centered size="lg">
      {ticket && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Field label={texts.columns.type}>{typeLabel(ticket.type)}</Field>
            <Field label={texts.columns.state}>
              <TicketStateBadge state={ticket.state} />
            </Field>
            <Field label={texts.columns.date}>{shortDateTime(ticket.createdAt)}</Field>
            {ticket.createdBy && <Field label={texts.detail.createdBy}>{ticket.createdBy}</Field>}
          </SimpleGrid>
          <Field label={texts.columns.issue}>{ticket.issue}</Field>
          <Field label={texts.form.description}>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{ticket.description}</Text>
          </Field>
          <Paper withBorder radius="md" p="md" bg={ticket.response ? 'green.0' : 'gray.0'}>
            <Stack gap={4}>
              <Text fw={700}>{texts.detail.response}</Text>
              <Text c={ticket.response ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
                {ticket.response || texts.detail.noResponse}
              </Text>
            </Stack>
          </Paper>
        </Stack>
      )}
    </Modal>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group gap="xs">{typeof children === 'string' ? <Text>{children}</Text> : children}</Group>
    </Stack>
  );
}
