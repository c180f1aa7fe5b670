import { recordsMessages } from '@lavado/shared/messages/records';
import { ExportExcelButton } from '../../../lib/export/ExportExcelButton';
import { EXPORT_ROW_LIMIT, fetchAllRecords } from '../api/recordsApi';
import { recordsExportTable } from './recordsExport';

const exportLimit = EXPORT_ROW_LIMIT.toLocaleString('es-CL');

/** Exports every record matching `search` (not only the loaded pages) to Registro_de_servicios.xlsx. */
export function ExportRecordsButton({ search }: { search: string }) {
  const build = async () => {
    const { records, capped } = await fetchAllRecords(search);
    return { table: recordsExportTable(records), ...(capped ? { note: recordsMessages.export.capped(exportLimit) } : {}) };
  };
  return <ExportExcelButton label={recordsMessages.export.button} build={build} />;
}
