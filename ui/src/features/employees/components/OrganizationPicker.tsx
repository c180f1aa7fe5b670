import { Select } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import { useOrganizationChoices } from '../api/employeesApi';

interface OrganizationPickerProps {
  value: string | null;
  onChange: (organizationId: string | null) => void;
}

/** The super admin belongs to no organization: they pick the one whose employees they manage. */
export function OrganizationPicker({ value, onChange }: OrganizationPickerProps) {
  const { data: organizations = [], isPending } = useOrganizationChoices();
  return (
    <Select
      label={uiMessages.employees.organization}
      placeholder={uiMessages.employees.pickOrganization}
      searchable
      data={organizations.map(({ id, name }) => ({ value: id, label: name }))}
      value={value}
      onChange={onChange}
      disabled={isPending}
      w={{ base: '100%', sm: 360 }}
    />
  );
}
