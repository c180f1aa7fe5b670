import { Stack, Text, Title } from '@mantine/core';
import { privacyMessages } from '@lavado/shared/messages/privacy';
import { formatMoney } from '@lavado/shared/money/money';
import type { ExcelSheet } from '../export/excelFile';
import type { SpreadsheetCell } from '../export/spreadsheetCell';
import { shortDate } from '../format/dates';
import { shortDateTime } from '../format/instants';
import { PrintActions } from '../print/PrintActions';
import classes from './printable.module.css';

const texts = privacyMessages.print;

/** A cell as a person reads it on paper: amounts in their currency, dates as the app writes them. */
export function shownCell(cell: SpreadsheetCell): string {
  if (cell === null) return '';
  if (typeof cell === 'string' || typeof cell === 'number') return String(cell);
  if ('money' in cell) return formatMoney(cell.money, cell.currency);
  if ('date' in cell) return shortDate(cell.date);
  if ('dateTime' in cell) return shortDateTime(cell.dateTime);
  return cell.time;
}

/**
 * The sheets of an export as a printable document (docs/privacy.md, "Acceso y portabilidad"): the same
 * content as the Excel file, one table per sheet, which the browser prints or saves as PDF.
 */
export function SheetsDocument({ title, sheets }: { title: string; sheets: readonly ExcelSheet[] }) {
  return (
    <Stack gap="md" p="md" className={classes.document}>
      <PrintActions print={texts.print} back={texts.back} />
      <Title order={2}>{title}</Title>
      {sheets.map((sheet) => (
        <section key={sheet.sheetName} aria-label={sheet.sheetName}>
          <Title order={4} mb="xs">
            {sheet.sheetName}
          </Title>
          {sheet.rows.length === 0 ? (
            <Text size="sm">{texts.none}</Text>
          ) : (
            <table className={classes.table}>
              <thead>
                <tr>
                  {sheet.header.map((column) => (
                    <th key={column}>{column}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sheet.rows.map((row, index) => (
                  <tr key={index}>
                    {row.map((cell, column) => (
                      <td key={column}>{shownCell(cell)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </Stack>
  );
}
