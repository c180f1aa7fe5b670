import '@mantine/dates/styles.css';
import { Anchor, Group, Select, TextInput } from '@mantine/core';
import { layoutMessages } from '@lavado/shared/messages/layout';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { DateInput } from '../../../lib/dates/pickers';
import { useDebouncedValue } from '@mantine/hooks';
import { adminLogsMessages } from '@lavado/shared/messages/admin-logs';
import { adminMessages } from '@lavado/shared/messages/admin';
import { logTypeSchema } from '@lavado/shared/logs/logs.schemas';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { TitledPage } from '../../../lib/components/TitledPage';
import { ListPanel } from '../../../lib/table/ListPanel';
import { parseTypedDate } from '../../../lib/format/typedDate';
import { QueryState } from '../../../lib/query/QueryState';
import { useLogOrganizations, useLogs } from '../api/logsApi';
import { LogsTable } from './LogsTable';

const texts = adminMessages.logs;
const filterTexts = adminLogsMessages.filters;
/** The API's longest search text. */
const SEARCH_MAX_LENGTH = 120;
const SEARCH_DEBOUNCE_MS = 300;

/** The SA's landing page: what people did and what failed, newest first, searched and filtered on the server. */
export function LogsPage() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [type, setType] = useState<string | null>(null);
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const logsQuery = useLogs({ search: debouncedSearch, type: logTypeSchema.safeParse(type).data ?? null, organizationId, from, to });
  const organizations = useLogOrganizations();

  return (
    <TitledPage title={texts.title}>
      {/* Reads and exports of people's data are kept apart from the events' log (docs/privacy.md, "Registro de accesos"). */}
      <Anchor component={Link} to={paths.admin.dataAccess} size="sm">
        {layoutMessages.sideMenu.dataAccess}
      </Anchor>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          aria-label={texts.search}
          placeholder={texts.search}
          leftSection={<IconSearch size={16} />}
          value={search}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        <Select
          label={filterTexts.type}
          placeholder={filterTexts.anyType}
          data={logTypeSchema.options.map((value) => ({ value, label: texts.types[value] }))}
          value={type}
          onChange={setType}
          clearable
          w={140}
        />
        <Select
          label={filterTexts.organization}
          placeholder={filterTexts.anyOrganization}
          data={(organizations.data ?? []).map((organization) => ({ value: organization.id, label: organization.name }))}
          value={organizationId}
          onChange={setOrganizationId}
          searchable
          clearable
          w={220}
        />
        <DateInput
          label={filterTexts.from}
          placeholder={filterTexts.datePlaceholder}
          valueFormat="DD/MM/YYYY"
          dateParser={parseTypedDate}
          value={from}
          onChange={setFrom}
          maxDate={to ?? undefined}
          clearable
          w={150}
        />
        <DateInput
          label={filterTexts.to}
          placeholder={filterTexts.datePlaceholder}
          valueFormat="DD/MM/YYYY"
          dateParser={parseTypedDate}
          value={to}
          onChange={setTo}
          minDate={from ?? undefined}
          clearable
          w={150}
        />
      </Group>
      <ListPanel>
        <QueryState query={logsQuery} failureText={texts.loadFailed}>
          {(logs) => <LogsTable logs={logs} />}
        </QueryState>
      </ListPanel>
    </TitledPage>
  );
}
