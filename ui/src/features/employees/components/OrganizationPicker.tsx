import { Select } from '@mantine/core';
import { employeesMessages } from '@lavado/shared/messages/accounts';
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
      label={employeesMessages.organization}
      placeholder={employeesMessages.pickOrganization}
      searchable
      data={organizations.map(({ id, name }) => ({ value: id, label: name }))}
      value={value}
      onChange={onChange}
      disabled={isPending}
      w={{ base: '100%', sm: 360 }}
    />
  );
}
