import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { uiMessages } from '@lavado/shared/messages/ui';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { TitledPage } from '../../../lib/components/TitledPage';
import { ListPanel } from '../../../lib/table/ListPanel';
import { QueryState } from '../../../lib/query/QueryState';
import { useLogs } from '../api/logsApi';
import { LogsTable } from './LogsTable';

const texts = uiMessages.admin.logs;
/** The API's longest search text. */
const SEARCH_MAX_LENGTH = 120;
const SEARCH_DEBOUNCE_MS = 300;

/** The SA's landing page: what people did and what failed, newest first, searched on the server. */
export function LogsPage() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const logsQuery = useLogs(debouncedSearch);

  return (
    <TitledPage title={texts.title}>
      <TextInput
        aria-label={texts.search}
        placeholder={texts.search}
        leftSection={<IconSearch size={16} />}
        value={search}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      <ListPanel>
        <QueryState query={logsQuery} failureText={texts.loadFailed}>
          {(logs) => <LogsTable logs={logs} />}
        </QueryState>
      </ListPanel>
    </TitledPage>
  );
}
