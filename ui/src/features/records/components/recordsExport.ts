import { recordsMessages } from '@lavado/shared/messages/records';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { blockedForms } from '@lavado/shared/privacy/erased-forms';
import type { ExcelTable } from '../../../lib/export/excelFile';
import { isTicketStatus, ticketStatusLabel } from '@lavado/shared/wash/ticket-status';
import { dateCell, moneyCell, timeCell, type SpreadsheetCell } from '../../../lib/export/spreadsheetCell';
import { splitDateTime } from '../../../lib/format/dates';
import { recordServiceTypeLabel, recordVehicleTypeLabel } from './recordLabels';

const texts = recordsMessages.export;

/**
 * One ticket as a row of Registro_de_servicios.xlsx: the columns of docs/specification.md#exports (dates and times as
 * Excel dates), then its state, price, what was paid and its washers (docs/money.md, Exports), so a voided ticket is
 * seen and the amounts add up.
 */
export function toExportRow(ticket: Ticket): SpreadsheetCell[] {
  const entry = splitDateTime(ticket.arrivalDate);
  const charge = ticket.charge ?? null;
  // A blocked client's row stays, so the money adds up, without who they are (docs/privacy.md, "Bloqueo temporal").
  const blocked = ticket.clientNotices === 'blocked';
  return [
    dateCell(entry.date),
    timeCell(entry.time),
    dateCell(ticket.endDate),
    timeCell(ticket.endTime),
    blocked ? blockedForms.text : ticket.vehicle.ownerName,
    blocked ? blockedForms.text : ticket.driver,
    blocked ? blockedForms.plate : ticket.vehicle.ppu,
    ticket.vehicle.model,
    ticket.vehicle.color,
    recordVehicleTypeLabel(ticket),
    recordServiceTypeLabel(ticket),
    ticket.responsibleName ?? '',
    ticket.employee?.employeeNumber ?? texts.noEmployee,
    isTicketStatus(ticket.status) ? ticketStatusLabel(ticket.status) : String(ticket.status),
    charge === null ? null : charge.price === null ? texts.noPrice : moneyCell(charge.price, charge.currency),
    charge === null ? null : moneyCell(charge.paid, charge.currency),
    washersOf(ticket),
  ];
}

/** Who washed it: each washer with their share, or whoever it belongs to when nobody split it (docs/money.md, Washers). */
function washersOf(ticket: Ticket): string {
  const washers = ticket.charge?.washers;
  if (washers?.length) return washers.map((washer) => `${washer.name} (${washer.percent}%)`).join(', ');
  return ticket.responsibleName ?? '';
}

export function recordsExportTable(records: readonly Ticket[]): ExcelTable {
  return { fileName: texts.fileName, sheetName: texts.sheetName, header: texts.columns, rows: records.map(toExportRow) };
}
