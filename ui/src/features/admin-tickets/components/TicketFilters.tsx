import '@mantine/dates/styles.css';
import { Select, TextInput } from '@mantine/core';
import { DateInput } from '../../../lib/dates/pickers';
import { adminMessages } from '@lavado/shared/messages/admin';
import type { SupportTicketStatus } from '@lavado/shared/support/support.schemas';
import { FilterForm, useFilterDraft } from '../../../lib/components/FilterForm';
import { parseTypedDate } from '../../../lib/format/typedDate';
import { noTicketFilter, type CompanyType, type TicketFilter } from './ticketFilter';
import { stateLabel } from './ticketLabels';

const texts = adminMessages.tickets;

const { mainType, childType } = adminMessages.organizations;
const companyTypeLabels: Record<CompanyType, string> = { P: mainType, S: childType };
const typeOptions = (['P', 'S'] as const).map((type) => ({ value: type, label: `${type} ${companyTypeLabels[type]}` }));
const stateOptions = ([0, 1, 2] as const).map((state) => ({ value: String(state), label: stateLabel(state) }));

/** The filters apply on Buscar; Limpiar clears them and searches again. */
export function TicketFilters({ onSearch }: { onSearch: (filter: TicketFilter) => void }) {
  const { draft, change, search, clear } = useFilterDraft(noTicketFilter, onSearch);
  return (
    <FilterForm onSubmit={search} onClear={clear}>
      <TextInput
        label={texts.filters.name}
        value={draft.name}
        maxLength={120}
        onChange={(event) => change({ name: event.currentTarget.value })}
      />
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
    </FilterForm>
  );
}
