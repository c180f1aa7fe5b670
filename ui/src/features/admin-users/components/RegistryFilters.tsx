import '@mantine/dates/styles.css';
import { Select } from '@mantine/core';
import { DateInput } from '../../../lib/dates/pickers';
import { USER_MODULES, type UserModule } from '@lavado/shared/identity/user.schemas';
import { adminMessages } from '@lavado/shared/messages/admin';
import type { Organization } from '@lavado/shared/organizations/organization.schemas';
import { FilterForm, useFilterDraft } from '../../../lib/components/FilterForm';
import { parseTypedDate } from '../../../lib/format/typedDate';
import { defaultRegistryFilter, type RegistryFilter } from './registryFilter';

const texts = adminMessages.users;

const stateOptions = [
  { value: '1', label: texts.filters.states[1] },
  { value: '0', label: texts.filters.states[0] },
];
const moduleOptions = USER_MODULES.map((module) => ({ value: module, label: module }));

interface RegistryFiltersProps {
  organizations: readonly Organization[];
  onSearch: (filter: RegistryFilter) => void;
}

/** The filters apply on Buscar; Limpiar puts the defaults back and searches with them. */
export function RegistryFilters({ organizations, onSearch }: RegistryFiltersProps) {
  const { draft, change, search, clear } = useFilterDraft(defaultRegistryFilter, onSearch);
  return (
    <FilterForm onSubmit={search} onClear={clear}>
      <Select
        label={texts.filters.organization}
        placeholder={texts.filters.any}
        data={organizations.map(({ id, name }) => ({ value: id, label: name }))}
        value={draft.organizationId}
        onChange={(organizationId) => change({ organizationId })}
        searchable
        clearable
      />
      <DateInput
        label={texts.filters.from}
        valueFormat="DD/MM/YYYY"
        dateParser={parseTypedDate}
        value={draft.from}
        onChange={(from) => change({ from: from ?? defaultRegistryFilter.from })}
      />
      <Select
        label={texts.filters.module}
        placeholder={texts.filters.any}
        data={moduleOptions}
        value={draft.module}
        onChange={(module) => change({ module: module as UserModule | null })}
        clearable
      />
      <Select
        label={texts.filters.state}
        placeholder={texts.filters.any}
        data={stateOptions}
        value={draft.state === null ? null : String(draft.state)}
        onChange={(state) => change({ state: state === null ? null : state === '1' ? 1 : 0 })}
        clearable
      />
    </FilterForm>
  );
}
