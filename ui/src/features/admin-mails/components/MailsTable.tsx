import { Anchor, Badge } from '@mantine/core';
import type { MailRecord } from '@lavado/shared/mail/mail.schemas';
import { uiMessages } from '@lavado/shared/messages/ui';
import { IconExternalLink } from '@tabler/icons-react';
import { shortDateTime } from '../../../lib/format/instants';
import { ListTable, type ListColumn } from '../../../lib/table/ListTable';

const texts = uiMessages.admin.mails;

const columns: ListColumn<MailRecord>[] = [
  { header: texts.columns.to, cell: (mail) => mail.to },
  { header: texts.columns.subject, cell: (mail) => mail.subject },
  { header: texts.columns.date, cellProps: { style: { whiteSpace: 'nowrap' } }, cell: (mail) => shortDateTime(mail.createdAt) },
  {
    header: texts.columns.state,
    cell: (mail) => (
      <Badge color={mail.sentAt === null ? 'gray' : 'teal'} variant="light" tt="none">
        {mail.sentAt === null ? texts.pending : texts.sent}
      </Badge>
    ),
  },
  {
    header: texts.columns.link,
    cell: (mail) =>
      mail.link && (
        // The link carries a password token: no referrer may leak it to the page it opens.
        <Anchor href={mail.link} target="_blank" rel="noopener noreferrer" title={mail.link}>
          {texts.openLink} <IconExternalLink size={14} style={{ verticalAlign: 'middle' }} />
        </Anchor>
      ),
  },
];

export function MailsTable({ mails }: { mails: readonly MailRecord[] }) {
  return <ListTable rows={mails} columns={columns} minWidth={760} emptyText={texts.empty} />;
}
