import '@mantine/dates/styles.css';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { uiMessages } from '@lavado/shared/messages/ui';
import type { SupportTicketStatus } from '@lavado/shared/support/support.schemas';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { parseTypedDate } from '../../../lib/format/typedDate';
import { noTicketFilter, type CompanyType, type TicketFilter } from './ticketFilter';
import { stateLabel } from './ticketLabels';

const texts = uiMessages.admin.tickets;

const typeOptions = (['P', 'S'] as const).map((type) => ({ value: type, label: `${type} ${texts.companyTypes[type]}` }));
const stateOptions = ([0, 1, 2] as const).map((state) => ({ value: String(state), label: stateLabel(state) }));

/** The filters apply on Buscar; Limpiar clears them and searches again. */
export function TicketFilters({ onSearch }: { onSearch: (filter: TicketFilter) => void }) {
  const [draft, setDraft] = useState<TicketFilter>(noTicketFilter);
  const change = (changes: Partial<TicketFilter>) => setDraft((current) => ({ ...current, ...changes }));

  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  const clear = () => {
    setDraft(noTicketFilter);
    onSearch(noTicketFilter);
  };

  return (
    <form onSubmit={search}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput label={texts.filters.name} value={draft.name} maxLength={120} onChange={(event) => change({ name: event.currentTarget.value })} />
        <Select
          label={texts.filters.type}
          placeholder={texts.filters.any}
          data={typeOptions}
          value={draft.type}
          onChange={(type) => change({ type: type as CompanyType | null })}
          clearable
        />
        <DateInput
          label={texts.filters.date}
          placeholder={texts.filters.any}
          valueFormat="DD/MM/YYYY"
          dateParser={parseTypedDate}
          value={draft.date}
          onChange={(date) => change({ date })}
          clearable
        />
        <Select
          label={texts.filters.state}
          placeholder={texts.filters.any}
          data={stateOptions}
          value={draft.state === null ? null : String(draft.state)}
          onChange={(state) => change({ state: state === null ? null : (Number(state) as SupportTicketStatus) })}
          clearable
        />
      </SimpleGrid>
      <Group justify="flex-end" gap="sm" mt="sm">
        <Button variant="default" onClick={clear}>
          {texts.clear}
        </Button>
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          {texts.search}
        </Button>
      </Group>
    </form>
  );
}
