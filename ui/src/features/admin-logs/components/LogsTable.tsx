import { Anchor, Badge, Table, Text } from '@mantine/core';
import { adminLogsMessages } from '@lavado/shared/messages/admin-logs';
import type { LogEntry } from '@lavado/shared/logs/logs.schemas';
import { adminMessages } from '@lavado/shared/messages/admin';
import { ListCards, useCardLayout } from '../../../lib/table/ListCards';
import type { ListColumn } from '../../../lib/table/ListTable';
import { generatePath, Link } from 'react-router-dom';
import { paths } from '../../../app/paths';

const texts = adminMessages.logs;

/** Error rows stand out so that refused logins and failed commands catch the eye. */
const ERROR_ROW_BACKGROUND = 'var(--mantine-color-red-light)';

export function LogsTable({ logs }: { logs: readonly LogEntry[] }) {
  const narrow = useCardLayout();
  if (logs.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {texts.empty}
      </Text>
    );
  }
  if (narrow) return <ListCards rows={logs} columns={cardColumns} />;
  return (
    <Table.ScrollContainer minWidth={640} maxHeight="60vh">
      <Table stickyHeader highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{texts.columns.number}</Table.Th>
            <Table.Th w={96}>{texts.columns.type}</Table.Th>
            <Table.Th w={150}>{texts.columns.date}</Table.Th>
            <Table.Th>{texts.columns.description}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {logs.map((log, index) => (
            <LogRow key={log.id} log={log} number={index + 1} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** On a phone: the moment as the card's title, the type's badge beside it; the row number says nothing there. */
const cardColumns: ListColumn<LogEntry>[] = [
  { header: texts.columns.date, card: 'title', cell: (log) => log.date },
  { header: texts.columns.type, card: 'aside', cell: (log) => <TypeBadge log={log} /> },
  { header: texts.columns.description, cell: (log) => log.message },
];

function TypeBadge({ log }: { log: LogEntry }) {
  const isError = log.type === 'error';
  return (
    <Badge color={isError ? 'red' : 'blue'} variant={isError ? 'filled' : 'light'} tt="none">
      {texts.types[log.type]}
    </Badge>
  );
}

function LogRow({ log, number }: { log: LogEntry; number: number }) {
  const isError = log.type === 'error';
  return (
    <Table.Tr style={isError ? { backgroundColor: ERROR_ROW_BACKGROUND } : undefined}>
      <Table.Td c="dimmed">{number}</Table.Td>
      <Table.Td>
        <TypeBadge log={log} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{log.date}</Table.Td>
      <Table.Td>
        {log.message}
        {log.organization && (
          <Text component="span" size="xs" c="dimmed" ml="xs">
            · {log.organization}
          </Text>
        )}
        {log.ticketId && (
          <Anchor component={Link} to={generatePath(paths.home.codes, { id: log.ticketId })} size="sm" ml="xs">
            {adminLogsMessages.openRecord}
          </Anchor>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
