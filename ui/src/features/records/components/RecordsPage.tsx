import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { recordsMessages } from '@lavado/shared/messages/records';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadFailure } from '../../../lib/components/LoadFailure';
import { PageLoader } from '../../../lib/components/PageLoader';
import { TitledPage } from '../../../lib/components/TitledPage';
import { ListPanel } from '../../../lib/table/ListPanel';
import { useRecords } from '../api/recordsApi';
import { ExportRecordsButton } from './ExportRecordsButton';
import { RecordsTable } from './RecordsTable';

const texts = recordsMessages;
/** The API's longest search text. */
const FILTER_MAX_LENGTH = 60;
const FILTER_DEBOUNCE_MS = 300;

/** Historico de registros: every ticket of the organization, newest first, searched on the server. */
export function RecordsPage() {
  const [filter, setFilter] = useState('');
  const [debouncedFilter] = useDebouncedValue(filter.trim(), FILTER_DEBOUNCE_MS);
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useRecords(debouncedFilter);
  const records = data?.pages.flat() ?? [];

  return (
    <TitledPage title={texts.title}>
      <Group align="flex-end" justify="space-between" gap="sm">
        {/* On a phone the search keeps a usable width and Exportar moves to the next line. */}
        <Group align="flex-end" gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 'min(100%, 320px)' }}>
          <TextInput
            aria-label={texts.filter}
            placeholder={texts.filter}
            leftSection={<IconSearch size={16} />}
            value={filter}
            maxLength={FILTER_MAX_LENGTH}
            onChange={(event) => setFilter(event.currentTarget.value)}
            // Wide enough for its whole placeholder, never wider than the row.
            style={{ flex: '1 1 auto', minWidth: 0, maxWidth: 420 }}
          />
          <Button variant="default" onClick={() => setFilter('')} disabled={filter === ''}>
            {texts.clearFilter}
          </Button>
        </Group>
        {records.length > 0 && <ExportRecordsButton search={debouncedFilter} />}
      </Group>
      <ListPanel>
        {isPending && <PageLoader />}
        {isError && <LoadFailure onRetry={() => void refetch()} />}
        {!isPending && !isError && records.length === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            {debouncedFilter ? texts.empty(debouncedFilter) : texts.emptyAll}
          </Text>
        )}
        {records.length > 0 && (
          <Stack gap="sm">
            <RecordsTable records={records} />
            <Group justify="space-between" px="xs" pb="xs">
              <Text size="sm" c="dimmed">
                {recordsMessages.shown(records.length)}
              </Text>
              {hasNextPage && (
                <Button variant="light" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                  {texts.loadMore}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </ListPanel>
    </TitledPage>
  );
}
