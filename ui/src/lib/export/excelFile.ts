import { type SpreadsheetCell, writtenCell, type WrittenCell } from './spreadsheetCell';
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
 * The `.xlsx` bytes of `table`, every text cell escaped; amounts and dates are numbers with their number format
 * (docs/money.md, Exports), so a sheet adds them up and sorts them. `xlsx` is loaded on first use and only ever
 * writes: its published advisories concern reading files.
 */
export async function buildExcelFile(table: ExcelTable): Promise<ArrayBuffer> {
  return buildExcelWorkbook([table]);
}

/** One sheet of a workbook of several (the name is the file's: the sheet's `fileName` is not read). */
export type ExcelSheet = Omit<ExcelTable, 'fileName'>;

/** The `.xlsx` bytes of several sheets, in order, each written as `buildExcelFile` writes one. */
export async function buildExcelWorkbook(sheets: readonly ExcelSheet[]): Promise<ArrayBuffer> {
  const { utils, write } = await import('xlsx');
  const workbook = utils.book_new();
  for (const table of sheets) {
    const cells = [table.header, ...table.rows].map((row) => row.map(writtenCell));
    const sheet = utils.aoa_to_sheet(cells.map((row) => row.map((cell) => cell.value)));
    cells.forEach((row, r) =>
      row.forEach((cell, c) => {
        if (!cell.type) return;
        const address = utils.encode_cell({ r, c });
        sheet[address] = { t: cell.type, v: cell.value, z: cell.format };
      }),
    );
    sheet['!cols'] = columnWidths(cells).map((wch) => ({ wch }));
    utils.book_append_sheet(workbook, sheet, table.sheetName);
  }
  return write(workbook, { bookType: 'xlsx', type: 'array', compression: true }) as ArrayBuffer;
}

/** Downloads a workbook of several sheets as `fileName`. */
export async function downloadExcelWorkbook(fileName: string, sheets: readonly ExcelSheet[]): Promise<void> {
  const bytes = await buildExcelWorkbook(sheets);
  saveBlob(new Blob([bytes], { type: XLSX_MIME_TYPE }), fileName);
}

export async function downloadExcelFile(table: ExcelTable): Promise<void> {
  const bytes = await buildExcelFile(table);
  saveBlob(new Blob([bytes], { type: XLSX_MIME_TYPE }), table.fileName);
}

/** Each column as wide as its longest text, within reason. */
export function columnWidths(rows: readonly (readonly (WrittenCell | SpreadsheetCell)[])[]): number[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, column) => {
      const length = shownLength(cell);
      widths[column] = Math.min(MAX_COLUMN_WIDTH, Math.max(widths[column] ?? 0, length + 2));
    });
  }
  return widths;
}

const shownLength = (cell: WrittenCell | SpreadsheetCell): number =>
  cell !== null && typeof cell === 'object' && 'shown' in cell ? cell.shown.length : writtenCell(cell as SpreadsheetCell).shown.length;
