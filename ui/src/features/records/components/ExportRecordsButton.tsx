import { Button } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api/apiClient';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { showDialog } from '../../../lib/dialogs/dialogs';
import { downloadExcelFile } from '../../../lib/export/excelFile';
import { EXPORT_ROW_LIMIT, fetchAllRecords } from '../api/recordsApi';
import { recordsExportTable } from './recordsExport';

const texts = uiMessages.exports;
const exportLimit = EXPORT_ROW_LIMIT.toLocaleString('es-CL');

/** Exports every record matching `search` (not only the loaded pages) to Registro_de_servicios.xlsx. */
export function ExportRecordsButton({ search }: { search: string }) {
  const [exporting, setExporting] = useState(false);

  const exportRecords = async () => {
    setExporting(true);
    try {
      const { records, capped } = await fetchAllRecords(search);
      await downloadExcelFile(recordsExportTable(records));
      const note = capped ? ` ${uiMessages.records.export.capped(exportLimit)}` : '';
      showDialog({ kind: 'success', title: texts.doneTitle, message: texts.doneMessage + note });
    } catch (error) {
      reportExportFailure(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button variant="light" color="teal" leftSection={<IconFileSpreadsheet size={18} />} loading={exporting} onClick={() => void exportRecords()}>
      {uiMessages.records.export.button}
    </Button>
  );
}

/** An unreachable service or an ended session is reported as everywhere else; anything else is the export's failure. */
function reportExportFailure(error: unknown): void {
  if (error instanceof ApiError && error.kind !== 'rejected') reportApiFailure(error, uiMessages.common.errorTitle);
  else showDialog({ kind: 'error', title: uiMessages.common.errorTitle, message: texts.failed });
}
