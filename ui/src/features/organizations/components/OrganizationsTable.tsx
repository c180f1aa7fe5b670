import { adminMessages } from '@lavado/shared/messages/admin';
import { displayOrganizationRut, type Organization } from '@lavado/shared/organizations/organization.schemas';
import { blockAndDeleteColumn, type BlockAndDeleteHandlers } from '../../../lib/table/BlockAndDeleteActions';
import { EnabledBadge } from '../../../lib/table/EnabledBadge';
import { ListTable, type ListColumn } from '../../../lib/table/ListTable';

const texts = adminMessages.organizations;

interface OrganizationsTableProps extends BlockAndDeleteHandlers<Organization> {
  organizations: Organization[];
}

export function OrganizationsTable({ organizations, ...handlers }: OrganizationsTableProps) {
  const columns: ListColumn<Organization>[] = [
    { header: texts.columns.name, cellProps: { fw: 500 }, cell: (organization) => organization.name },
    { header: texts.columns.identification, cell: (organization) => displayOrganizationRut(organization.identification) },
    { header: texts.columns.domain, cell: (organization) => organization.domain },
    {
      header: texts.columns.state,
      card: 'aside',
      cell: (organization) => (
        <EnabledBadge enabled={organization.enable === 1} label={organization.enable === 1 ? texts.enabled : texts.disabled} />
      ),
    },
    { header: texts.columns.type, cell: (organization) => (organization.organizationId === null ? texts.mainType : texts.childType) },
    blockAndDeleteColumn(texts.columns.actions, handlers),
  ];
  return <ListTable rows={organizations} columns={columns} minWidth={720} emptyText={texts.empty} />;
}
