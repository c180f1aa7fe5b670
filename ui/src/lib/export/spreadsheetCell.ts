/** What a spreadsheet cell may hold; `null` leaves the cell empty. */
export type SpreadsheetCell = string | number | null;

/**
 * First characters that make a spreadsheet read text as a formula (docs/security.md rule 38, OWASP "CSV
 * injection"): `=`, `+`, `-`, `@`, tab, carriage return and NUL.
 */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r', '\0'] as const;

/** Text that a spreadsheet would run as a formula gets a leading `'`, which makes it plain text. */
export function escapeCell(cell: SpreadsheetCell): SpreadsheetCell {
  if (typeof cell !== 'string' || !FORMULA_TRIGGERS.some((trigger) => cell.startsWith(trigger))) return cell;
  return `'${cell}`;
}
