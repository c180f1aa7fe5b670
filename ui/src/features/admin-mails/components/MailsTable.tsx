import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { MailRecord } from '@lavado/shared/mail/mail.schemas';
import { uiMessages } from '@lavado/shared/messages/ui';
import { IconExternalLink } from '@tabler/icons-react';
import { shortDateTime } from '../../../lib/format/instants';

const texts = uiMessages.admin.mails;

export function MailsTable({ mails }: { mails: readonly MailRecord[] }) {
  if (mails.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {texts.empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.columns.to}</Table.Th>
            <Table.Th>{texts.columns.subject}</Table.Th>
            <Table.Th>{texts.columns.date}</Table.Th>
            <Table.Th>{texts.columns.state}</Table.Th>
            <Table.Th>{texts.columns.link}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mails.map((mail) => (
            <Table.Tr key={mail.id}>
              <Table.Td>{mail.to}</Table.Td>
              <Table.Td>{mail.subject}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{shortDateTime(mail.createdAt)}</Table.Td>
              <Table.Td>
                <Badge color={mail.sentAt === null ? 'gray' : 'teal'} variant="light" tt="none">
                  {mail.sentAt === null ? texts.pending : texts.sent}
                </Badge>
              </Table.Td>
              <Table.Td>
                {mail.link && (
                  // The link carries a password token: no referrer may leak it to the page it opens.
                  <Anchor href={mail.link} target="_blank" rel="noopener noreferrer" title={mail.link}>
                    {texts.openLink} <IconExternalLink size={14} style={{ verticalAlign: 'middle' }} />
                  </Anchor>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
