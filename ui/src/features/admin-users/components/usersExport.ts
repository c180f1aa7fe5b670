import { adminMessages } from '@lavado/shared/messages/admin';
import type { UserProfile } from '@lavado/shared/identity/user.schemas';
import type { ExcelTable } from '../../../lib/export/excelFile';
import type { SpreadsheetCell } from '../../../lib/export/spreadsheetCell';
import { shortDateTime } from '../../../lib/format/instants';
import { genderLabel, roleLabel, stateLabel } from './userLabels';

const texts = adminMessages.users.excel;

/** One user as a row of Registro_de_usuarios.xlsx. */
export function toExportRow(user: UserProfile): SpreadsheetCell[] {
  return [
    user.firstName,
    user.secondName,
    user.email,
    user.phone,
    roleLabel(user),
    genderLabel(user),
    user.organizationName ?? '',
    stateLabel(user.enable),
    shortDateTime(user.createdAt),
  ];
}

export function usersExportTable(users: readonly UserProfile[]): ExcelTable {
  return { fileName: texts.fileName, sheetName: texts.sheetName, header: texts.columns, rows: users.map(toExportRow) };
}
