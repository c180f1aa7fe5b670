import { adminMessages } from '@lavado/shared/messages/admin';
import type { Organization } from '@lavado/shared/organizations/organization.schemas';
import { ExportExcelButton } from '../../../lib/export/ExportExcelButton';
import { organizationsExportTable } from './organizationsExport';

interface ExportOrganizationsButtonProps {
  /** The organizations shown under the current filters: those are exported. */
  listed: readonly Organization[];
  all: readonly Organization[];
}

export function ExportOrganizationsButton({ listed, all }: ExportOrganizationsButtonProps) {
  return (
    <ExportExcelButton
      label={adminMessages.organizations.export}
      disabled={listed.length === 0}
      build={() => organizationsExportTable(listed, all)}
    />
  );
}
