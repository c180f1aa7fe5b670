import { Button } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import type { Organization } from '@lavado/shared/organizations/organization.schemas';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { showDialog } from '../../../lib/dialogs/dialogs';
import { downloadExcelFile } from '../../../lib/export/excelFile';
import { organizationsExportTable } from './organizationsExport';

const texts = uiMessages.exports;

interface ExportOrganizationsButtonProps {
  /** The organizations shown under the current filters: those are exported. */
  listed: readonly Organization[];
  all: readonly Organization[];
}

export function ExportOrganizationsButton({ listed, all }: ExportOrganizationsButtonProps) {
  const [exporting, setExporting] = useState(false);

  const exportOrganizations = async () => {
    setExporting(true);
    try {
      await downloadExcelFile(organizationsExportTable(listed, all));
      showDialog({ kind: 'success', title: texts.doneTitle, message: texts.doneMessage });
    } catch {
      showDialog({ kind: 'error', title: uiMessages.common.errorTitle, message: texts.failed });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button
      variant="light"
      color="teal"
      leftSection={<IconFileSpreadsheet size={18} />}
      loading={exporting}
      disabled={listed.length === 0}
      onClick={() => void exportOrganizations()}
    >
      {uiMessages.admin.organizations.export}
    </Button>
  );
}
