import { Alert, Anchor, Button, Center, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { commonMessages } from '@lavado/shared/messages/common';
import { moneyMessages } from '@lavado/shared/messages/money';
import { formatMoney } from '@lavado/shared/money/money';
import { SERVICE_TYPES } from '@lavado/shared/wash/wash.catalog';
import { CLOSE_WARNINGS_LISTED, type CloseWarnings } from '@lavado/shared/money/money.schemas';
import { generatePath, Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { LoadFailure } from '../../../lib/components/LoadFailure';
import { shortDate } from '../../../lib/format/dates';
import { shortDateTime } from '../../../lib/format/instants';
import { CollectButton } from '../../../lib/money/CollectButton';
import { useBillingSetup } from '../../../lib/money/moneyQueries';
import { useCloseWarnings } from '../api/cashApi';

const texts = moneyMessages.cash;
const warning = texts.warning;
const builtInNames: Record<string, string> = Object.fromEntries(Object.entries(SERVICE_TYPES).map(([code, { label }]) => [code, label]));

/**
 * The close's warning: before a day is closed, the services still open and the finished ones still owing up to that
 * day (`cash/getCloseWarnings`), each with the way to resolve it (its record, or Cobrar). The AD closes anyway or
 * goes back; with nothing pending it is the plain confirmation.
 */
export function CloseWarningModal({
  day,
  opened,
  onCancel,
  onConfirm,
  closing,
}: {
  day: string;
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  closing: boolean;
}) {
  const warnings = useCloseWarnings(day, opened);
  const pending = warnings.data ? warnings.data.open.length + warnings.data.unpaid.length : 0;
  return (
    <Modal opened={opened} onClose={onCancel} title={<Text fw={700}>{texts.close}</Text>} size="lg" centered>
      {warnings.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label={warning.checking} />
        </Center>
      ) : warnings.isError ? (
        <LoadFailure onRetry={() => void warnings.refetch()} />
      ) : (
        <Stack gap="md">
          {pending === 0 ? (
            <Text>{texts.confirmClose(shortDate(day))}</Text>
          ) : (
            <>
              <Alert color="orange" variant="light">
                {warning.intro(shortDate(day))}
              </Alert>
              <PendingList title={warning.open} tickets={warnings.data.open} kind="open" />
              <PendingList title={warning.unpaid} tickets={warnings.data.unpaid} kind="unpaid" />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {commonMessages.cancel}
            </Button>
            <Button color={pending === 0 ? 'teal' : 'orange'} loading={closing} onClick={onConfirm} data-autofocus>
              {pending === 0 ? texts.close : warning.closeAnyway}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function PendingList({ title, tickets, kind }: { title: string; tickets: CloseWarnings['open']; kind: 'open' | 'unpaid' }) {
  const setup = useBillingSetup();
  // The spec's label for the built-in services (one name per service everywhere), the AD's name for those added.
  const serviceName = (code: string) => builtInNames[code] ?? setup.data?.services.find((service) => service.code === code)?.name ?? code;
  if (tickets.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Title order={6}>
        {title} ({tickets.length})
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{warning.columns.ppu}</Table.Th>
              <Table.Th>{warning.columns.service}</Table.Th>
              <Table.Th>{warning.columns.at}</Table.Th>
              <Table.Th ta="right">{warning.columns.due}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tickets.map((ticket) => (
              <Table.Tr key={ticket.ticketId}>
                <Table.Td ff="monospace" fw={700}>
                  {ticket.ppu}
                </Table.Td>
                <Table.Td>{serviceName(ticket.serviceCode)}</Table.Td>
                <Table.Td>{shortDateTime(ticket.at)}</Table.Td>
                <Table.Td ta="right" fw={700} c={ticket.due > 0 ? 'red' : undefined}>
                  {formatMoney(ticket.due, ticket.currency)}
                </Table.Td>
                <Table.Td ta="right">
                  {kind === 'unpaid' ? (
                    <CollectButton ticketId={ticket.ticketId} ppu={ticket.ppu} />
                  ) : (
                    <Anchor
                      component={Link}
                      to={generatePath(paths.home.codes, { id: ticket.ticketId })}
                      size="sm"
                      aria-label={warning.viewRecord(ticket.ppu)}
                    >
                      {warning.view}
                    </Anchor>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {tickets.length >= CLOSE_WARNINGS_LISTED && (
        <Text size="xs" c="dimmed">
          {warning.moreThan(CLOSE_WARNINGS_LISTED)}
        </Text>
      )}
    </Stack>
  );
}
