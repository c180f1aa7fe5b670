import { Button } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import type { UserProfile } from '@lavado/shared/identity/user.schemas';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { showDialog } from '../../../lib/dialogs/dialogs';
import { downloadExcelFile } from '../../../lib/export/excelFile';
import { usersExportTable } from './usersExport';

const texts = uiMessages.exports;

/** Registro_de_usuarios.xlsx with the users listed under the current filters. */
export function ExportUsersButton({ users }: { users: readonly UserProfile[] }) {
  const [exporting, setExporting] = useState(false);

  const exportUsers = async () => {
    setExporting(true);
    try {
      await downloadExcelFile(usersExportTable(users));
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
      disabled={users.length === 0}
      onClick={() => void exportUsers()}
    >
      {uiMessages.admin.users.export}
    </Button>
  );
}
