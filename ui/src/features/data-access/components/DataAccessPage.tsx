import { Badge, Text } from '@mantine/core';
import { ROLE_LABELS } from '@lavado/shared/auth/roles';
import type { DataAccessEntry } from '@lavado/shared/data-access/data-access.schemas';
import { privacyMessages } from '@lavado/shared/messages/privacy';
import { LoadFailure } from '../../../lib/components/LoadFailure';
import { PageLoader } from '../../../lib/components/PageLoader';
import { TitledPage } from '../../../lib/components/TitledPage';
import { shortDateTime } from '../../../lib/format/instants';
import { useSessionStore } from '../../../lib/session/sessionStore';
import { ListTable, type ListColumn } from '../../../lib/table/ListTable';
import { useDataAccessLog } from '../api/dataAccessApi';

const texts = privacyMessages.accessLog;
const WHAT_COLORS = { read: 'blue', export: 'teal', erasure: 'red' } as const;

const reasonOf = (entry: DataAccessEntry) => (entry.reason ? (texts.reasons[entry.reason] ?? entry.reason) : texts.noReason);

const baseColumns: ListColumn<DataAccessEntry>[] = [
  { header: texts.columns.date, card: 'title', cellProps: { style: { whiteSpace: 'nowrap' } }, cell: (entry) => shortDateTime(entry.at) },
  {
    header: texts.columns.what,
    card: 'aside',
    cell: (entry) => (
      <Badge color={WHAT_COLORS[entry.what]} variant="light" tt="none">
        {texts.what[entry.what]}
      </Badge>
    ),
  },
  { header: texts.columns.actor, cell: (entry) => `${entry.actor} (${ROLE_LABELS[entry.actorRole]})` },
  {
    header: texts.columns.subject,
    cell: (entry) => (
      <>
        {entry.subject}{' '}
        <Text span size="xs" c="dimmed">
          {texts.subjectKind[entry.subjectKind]} · {entry.action}
        </Text>
      </>
    ),
  },
  { header: texts.columns.reason, cell: reasonOf },
];
const organizationColumn: ListColumn<DataAccessEntry> = { header: texts.columns.organization, cell: (entry) => entry.organization ?? '—' };

/**
 * "Accesos a datos personales" (docs/privacy.md, "Registro de accesos"): every read of a person's full
 * record, export and erasure, newest first. The AD reads their organization's; the SA every organization's.
 */
export function DataAccessPage() {
  const organizationId = useSessionStore((state) => state.session?.organization ?? null);
  const log = useDataAccessLog(organizationId);
  const columns = organizationId ? baseColumns : [...baseColumns, organizationColumn];
  return (
    <TitledPage title={texts.title}>
      <Text size="sm" c="dimmed">
        {texts.intro}
      </Text>
      {log.isPending && <PageLoader />}
      {log.isError && <LoadFailure text={texts.loadFailed} onRetry={() => void log.refetch()} />}
      {log.data && <ListTable rows={log.data.entries} columns={columns} minWidth={760} emptyText={texts.empty} />}
    </TitledPage>
  );
}
