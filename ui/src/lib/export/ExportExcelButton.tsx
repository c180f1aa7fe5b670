import { Button } from '@mantine/core';
import { commonMessages, exportMessages } from '@lavado/shared/messages/common';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../api/apiClient';
import { reportApiFailure } from '../api/reportApiFailure';
import { showDialog } from '../dialogs/dialogs';
import { downloadExcelFile, type ExcelTable } from './excelFile';

const texts = exportMessages;

interface ExportExcelButtonProps {
  label: string;
  disabled?: boolean;
  /** The sheet to write, built when the button is pressed; `note` is added to the success message. */
  build: () => ExcelTable | Promise<{ table: ExcelTable; note?: string }>;
}

/** The Excel export of docs/specification.md#exports: builds and downloads the file, then '¡Descarga completa!' or the failure message. */
export function ExportExcelButton({ label, disabled = false, build }: ExportExcelButtonProps) {
  const [exporting, setExporting] = useState(false);

  const exportFile = async () => {
    setExporting(true);
    try {
      const built = await build();
      const { table, note } = 'table' in built ? built : { table: built, note: undefined };
      await downloadExcelFile(table);
      showDialog({ kind: 'success', title: texts.doneTitle, message: note ? `${texts.doneMessage} ${note}` : texts.doneMessage });
    } catch (error) {
      reportExportFailure(error);
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
      disabled={disabled}
      onClick={() => void exportFile()}
    >
      {label}
    </Button>
  );
}

/** An unreachable service or an ended session is reported as everywhere else; anything else is the export's failure. */
function reportExportFailure(error: unknown): void {
  if (error instanceof ApiError && error.kind !== 'rejected') reportApiFailure(error, commonMessages.errorTitle);
  else showDialog({ kind: 'error', title: commonMessages.errorTitle, message: texts.failed });
}
