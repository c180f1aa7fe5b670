import { escapeCell, type SpreadsheetCell } from './spreadsheetCell';
import { saveBlob } from './saveFile';

/** One sheet of an Excel file: a header row, then the rows. */
export interface ExcelTable {
  fileName: string;
  sheetName: string;
  header: readonly string[];
  rows: readonly (readonly SpreadsheetCell[])[];
}

const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_COLUMN_WIDTH = 40;

/**
 * The `.xlsx` bytes of `table`, every cell escaped. `xlsx` is loaded on first use and only ever
 * writes: its published advisories concern reading files.
 */
export async function buildExcelFile(table: ExcelTable): Promise<ArrayBuffer> {
  const { utils, write } = await import('xlsx');
  const cells = [table.header, ...table.rows].map((row) => row.map(escapeCell));
  const sheet = utils.aoa_to_sheet(cells);
  sheet['!cols'] = columnWidths(cells).map((wch) => ({ wch }));
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, sheet, table.sheetName);
  return write(workbook, { bookType: 'xlsx', type: 'array', compression: true }) as ArrayBuffer;
}

export async function downloadExcelFile(table: ExcelTable): Promise<void> {
  const bytes = await buildExcelFile(table);
  saveBlob(new Blob([bytes], { type: XLSX_MIME_TYPE }), table.fileName);
}

/** Each column as wide as its longest text, within reason. */
export function columnWidths(rows: readonly (readonly SpreadsheetCell[])[]): number[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, column) => {
      const length = cell === null ? 0 : String(cell).length;
      widths[column] = Math.min(MAX_COLUMN_WIDTH, Math.max(widths[column] ?? 0, length + 2));
    });
  }
  return widths;
}
