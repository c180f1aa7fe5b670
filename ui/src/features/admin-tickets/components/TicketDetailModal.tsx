import { Button, Divider, Group, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { adminMessages } from '@lavado/shared/messages/admin';
import { commonMessages } from '@lavado/shared/messages/common';
import { supportPageMessages } from '@lavado/shared/messages/support';
import {
  RESPONSE_MAX,
  SUPPORT_TICKET_STATUS,
  SUPPORT_TICKET_TYPES,
  type AdminSupportTicket,
  type SupportTicketStatus,
} from '@lavado/shared/support/support.schemas';
import { useState, type ReactNode } from 'react';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { showDialog } from '../../../lib/dialogs/dialogs';
import { shortDateTime } from '../../../lib/format/instants';
import { useSetTicketState } from '../api/ticketsApi';
import { canClose, canStart } from './ticketLabels';
import { TicketStateBadge } from './TicketStateBadge';

const texts = adminMessages.tickets;

interface TicketDetailModalProps {
  ticket: AdminSupportTicket;
  onClose: () => void;
  /** The ticket as the server left it after a change. */
  onChanged: (ticket: AdminSupportTicket) => void;
}

/** A ticket's detail with Iniciar (0 → 1) and Cerrar ticket (→ 2, with the resolution the author reads). */
export function TicketDetailModal({ ticket, onClose, onChanged }: TicketDetailModalProps) {
  const [resolution, setResolution] = useState(ticket.response ?? '');
  const [resolutionError, setResolutionError] = useState<string | null>(null);
  const setState = useSetTicketState();
  const closed = ticket.state === SUPPORT_TICKET_STATUS.closed;
  const pendingState = setState.isPending ? setState.variables.state : null;

  const send = (change: { state: SupportTicketStatus; response: string }) =>
    setState.mutate(
      { id: ticket.id, ...change },
      {
        onSuccess: ({ tittle, msg, ticket: changed }) => {
          onChanged({ ...ticket, ...changed });
          showDialog({ kind: 'success', title: tittle, message: msg });
        },
        onError: (error) => reportApiFailure(error, commonMessages.errorTitle),
      },
    );

  const start = () => send({ state: SUPPORT_TICKET_STATUS.inProgress, response: '' });

  const close = () => {
    const response = resolution.trim();
    if (response === '') {
      setResolutionError(texts.resolutionRequired);
      return;
    }
    send({ state: SUPPORT_TICKET_STATUS.closed, response });
  };

  return (
    <Modal opened onClose={onClose} title={supportPageMessages.detail.title(ticket.ticketNumber)} size="lg" centered>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          <Detail label={texts.detail.company}>{ticket.organizationName}</Detail>
          <Detail label={texts.detail.author}>{ticket.createdBy}</Detail>
          <Detail label={texts.detail.date}>{shortDateTime(ticket.createdAt)}</Detail>
          <Detail label={texts.detail.type}>{SUPPORT_TICKET_TYPES[ticket.type]}</Detail>
          <Detail label={texts.detail.state}>
            <TicketStateBadge state={ticket.state} />
          </Detail>
        </SimpleGrid>
        <Detail label={texts.detail.issue}>{ticket.issue}</Detail>
        <Detail label={texts.detail.description}>{ticket.description}</Detail>
        <Divider />
        <Textarea
          label={texts.detail.resolution}
          value={resolution}
          onChange={(event) => {
            setResolution(event.currentTarget.value);
            setResolutionError(null);
          }}
          error={resolutionError}
          maxLength={RESPONSE_MAX}
          rows={4}
          readOnly={closed}
        />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="light"
            color="yellow"
            onClick={start}
            disabled={!canStart(ticket.state)}
            loading={pendingState === SUPPORT_TICKET_STATUS.inProgress}
          >
            {texts.detail.start}
          </Button>
          <Button color="green" onClick={close} disabled={!canClose(ticket.state)} loading={pendingState === SUPPORT_TICKET_STATUS.closed}>
            {texts.detail.close}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
