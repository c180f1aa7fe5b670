import { ROLE_LABELS, type Role } from '@lavado/shared/auth/roles';
import type { UserDataExport } from '@lavado/shared/data-access/data-access.schemas';
import { privacyMessages } from '@lavado/shared/messages/privacy';
import { currencySchema } from '@lavado/shared/money/money';
import { SERVICE_TYPES } from '@lavado/shared/wash/wash.catalog';
import type { ExcelSheet } from '../export/excelFile';
import { dateCell, dateTimeCell, moneyCell, type SpreadsheetCell } from '../export/spreadsheetCell';

const texts = privacyMessages;

/** A code's label in a catalogue (a service type, a payment method), or the code itself when the catalogue lacks it. */
export const labelIn = (catalogue: Record<string, string | { label: string }>, code: string): string => {
  const entry = catalogue[code];
  if (entry === undefined) return code;
  return typeof entry === 'string' ? entry : entry.label;
};

/** An amount in its currency's format, or the bare number when the currency is unknown (a service never priced). */
export function amountCell(amount: number | null, currency: string | null): SpreadsheetCell {
  if (amount === null) return null;
  const known = currencySchema.safeParse(currency);
  return known.success ? moneyCell(amount, known.data) : amount;
}

/** An instant as an Excel date and time, or nothing. */
export const instantCell = (iso: string | null): SpreadsheetCell => (iso ? dateTimeCell(iso) : null);

/** The register of processing as its own sheet: what, why, on which basis, from where, for how long. */
export function registerSheet(processing: UserDataExport['processing']): ExcelSheet {
  return {
    sheetName: texts.sheets.register,
    header: texts.columns.register,
    rows: processing.map((entry) => [entry.data, entry.purpose, entry.legalBasis, entry.source, entry.retention]),
  };
}

/** Everything held about a user as a workbook: their account, services, commissions, support tickets, log lines and the register. */
export function userExportSheets(held: UserDataExport): ExcelSheet[] {
  const fields = texts.userFields;
  const account = held.account;
  return [
    {
      sheetName: texts.sheets.account,
      header: [texts.columns.field, texts.columns.value],
      rows: [
        [fields.firstName, account.firstName],
        [fields.secondName, account.secondName],
        [fields.identification, account.identification],
        [fields.email, account.email],
        [fields.phone, account.phone],
        [fields.role, ROLE_LABELS[account.role as Role] ?? account.role],
        [fields.gender, account.gender],
        [fields.employeeNumber, account.employeeNumber],
        [fields.organizationName, account.organizationName],
        [fields.enabled, account.enabled ? texts.yes : texts.no],
        [fields.createdAt, instantCell(account.createdAt)],
        [fields.exportedAt, instantCell(held.exportedAt)],
      ],
    },
    {
      sheetName: texts.sheets.services,
      header: texts.columns.userServices,
      rows: held.services.map((service) => [
        instantCell(service.createdAt),
        service.ppu,
        labelIn(SERVICE_TYPES, service.service),
        service.responsible ? texts.yes : texts.no,
        service.washer ? texts.yes : texts.no,
      ]),
    },
    {
      sheetName: texts.sheets.commissions,
      header: texts.columns.commissions,
      rows: held.commissions.map((line) => [dateCell(line.day), line.ticketId, line.percent, amountCell(line.amount, line.currency)]),
    },
    {
      sheetName: texts.sheets.support,
      header: texts.columns.support,
      rows: held.supportTickets.map((ticket) => [
        ticket.ticketNumber,
        instantCell(ticket.createdAt),
        ticket.type,
        ticket.issue,
        ticket.description,
        ticket.response,
      ]),
    },
    { sheetName: texts.sheets.logs, header: texts.columns.logs, rows: held.logs.map((line) => [instantCell(line.at), line.message]) },
    registerSheet(held.processing),
  ];
}
