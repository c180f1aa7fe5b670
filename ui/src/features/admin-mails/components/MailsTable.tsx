import { Badge, Button, Group } from '@mantine/core';
import type { MailRecord } from '@lavado/shared/mail/mail.schemas';
import { adminMessages } from '@lavado/shared/messages/admin';
import { IconSend } from '@tabler/icons-react';
import { shortDateTime } from '../../../lib/format/instants';
import { ListTable, type ListColumn } from '../../../lib/table/ListTable';

const texts = adminMessages.mails;
const linkStateColor = { pending: 'blue', used: 'teal', expired: 'gray' } as const;

function columnsFor(onResend: (mail: MailRecord) => void, resending: string | null): ListColumn<MailRecord>[] {
  return [
    { header: texts.columns.to, cell: (mail) => mail.to },
    { header: texts.columns.subject, cell: (mail) => mail.subject },
    { header: texts.columns.date, cellProps: { style: { whiteSpace: 'nowrap' } }, cell: (mail) => shortDateTime(mail.createdAt) },
    {
      header: texts.columns.state,
      card: 'aside',
      cell: (mail) => (
        <Badge
          color={mail.sentAt === null ? 'gray' : 'teal'}
          variant="light"
          tt="none"
          style={{ flexShrink: 0 }}
          styles={{ label: { overflow: 'visible' } }}
        >
          {mail.sentAt === null ? texts.pending : texts.sent}
        </Badge>
      ),
    },
    {
      header: texts.columns.link,
      cell: (mail) =>
        mail.linkState && (
          // On a phone's card the resend button goes under the badge rather than past the card's edge.
          <Group gap="xs">
            <Badge
              color={linkStateColor[mail.linkState]}
              variant="light"
              tt="none"
              style={{ flexShrink: 0 }}
              styles={{ label: { overflow: 'visible' } }}
            >
              {texts.linkStates[mail.linkState]}
            </Badge>
            <Button
              size="compact-sm"
              variant="light"
              style={{ flexShrink: 0 }}
              leftSection={<IconSend size={14} />}
              loading={resending === mail.id}
              onClick={() => onResend(mail)}
            >
              {texts.resend}
            </Button>
          </Group>
        ),
    },
  ];
}

interface MailsTableProps {
  mails: readonly MailRecord[];
  onResend: (mail: MailRecord) => void;
  /** The mail whose fresh link is being sent. */
  resending: string | null;
}

export function MailsTable({ mails, onResend, resending }: MailsTableProps) {
  return <ListTable rows={mails} columns={columnsFor(onResend, resending)} minWidth={1000} emptyText={texts.empty} />;
}
