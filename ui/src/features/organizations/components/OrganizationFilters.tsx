import { Button, Group, Select, TextInput } from '@mantine/core';
import { adminMessages } from '@lavado/shared/messages/admin';
import { IconSearch } from '@tabler/icons-react';
import type { OrganizationKind } from './newOrganizationForm';
import { noOrganizationFilter, type OrganizationFilter } from './organizationFilter';

const texts = adminMessages.organizations;

const stateOptions = [
  { value: '1', label: texts.enabled },
  { value: '0', label: texts.disabled },
];
const kindOptions = [
  { value: 'main', label: texts.mainType },
  { value: 'child', label: texts.childType },
];

interface OrganizationFiltersProps {
  filter: OrganizationFilter;
  onChange: (filter: OrganizationFilter) => void;
}

/** The list narrows as the filters change; the whole list is already on screen, so no request is made. */
export function OrganizationFilters({ filter, onChange }: OrganizationFiltersProps) {
  const change = (changes: Partial<OrganizationFilter>) => onChange({ ...filter, ...changes });
  const filtering = filter.name !== '' || filter.state !== null || filter.kind !== null;
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label={texts.filters.name}
        leftSection={<IconSearch size={16} />}
        value={filter.name}
        onChange={(event) => change({ name: event.currentTarget.value })}
        style={{ flex: 1, minWidth: 200, maxWidth: 360 }}
      />
      <Select
        label={texts.filters.state}
        placeholder={texts.filters.any}
        data={stateOptions}
        value={filter.state === null ? null : String(filter.state)}
        onChange={(state) => change({ state: state === null ? null : state === '1' ? 1 : 0 })}
        clearable
        w={150}
      />
      <Select
        label={texts.filters.type}
        placeholder={texts.filters.any}
        data={kindOptions}
        value={filter.kind}
        onChange={(kind) => change({ kind: kind as OrganizationKind | null })}
        clearable
        w={150}
      />
      <Button variant="default" onClick={() => onChange(noOrganizationFilter)} disabled={!filtering}>
        {texts.clearFilters}
      </Button>
    </Group>
  );
}
