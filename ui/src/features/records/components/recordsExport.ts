import { recordsMessages } from '@lavado/shared/messages/records';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import type { ExcelTable } from '../../../lib/export/excelFile';
import type { SpreadsheetCell } from '../../../lib/export/spreadsheetCell';
import { shortDate, shortTime, splitDateTime } from '../../../lib/format/dates';
import { recordServiceTypeLabel, recordVehicleTypeLabel } from './recordLabels';

const texts = recordsMessages.export;

/** One ticket as a row of Registro_de_servicios.xlsx, in the column order of docs/specification.md#exports. */
export function toExportRow(ticket: Ticket): SpreadsheetCell[] {
  const entry = splitDateTime(ticket.arrivalDate);
  return [
    shortDate(entry.date),
    shortTime(entry.time),
    shortDate(ticket.endDate),
    shortTime(ticket.endTime),
    ticket.vehicle.ownerName,
    ticket.driver,
    ticket.vehicle.ppu,
    ticket.vehicle.model,
    ticket.vehicle.color,
    recordVehicleTypeLabel(ticket),
    recordServiceTypeLabel(ticket),
    ticket.responsibleName ?? '',
    ticket.employee?.employeeNumber ?? texts.noEmployee,
  ];
}

export function recordsExportTable(records: readonly Ticket[]): ExcelTable {
  return { fileName: texts.fileName, sheetName: texts.sheetName, header: texts.columns, rows: records.map(toExportRow) };
}
