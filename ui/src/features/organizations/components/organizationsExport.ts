import { adminMessages } from '@lavado/shared/messages/admin';
import { displayOrganizationRut, type Organization } from '@lavado/shared/organizations/organization.schemas';
import type { ExcelTable } from '../../../lib/export/excelFile';
import type { SpreadsheetCell } from '../../../lib/export/spreadsheetCell';
import { shortDateTime } from '../../../lib/format/instants';

const texts = adminMessages.organizations;

/** One organization as a row of the export; `parentName` names the main organization of a 'hija'. */
export function toExportRow(organization: Organization, parentName: (id: string) => string): SpreadsheetCell[] {
  return [
    organization.name,
    displayOrganizationRut(organization.identification),
    organization.domain,
    organization.enable === 1 ? texts.enabled : texts.disabled,
    organization.organizationId === null ? texts.mainType : texts.childType,
    organization.organizationId === null ? '' : parentName(organization.organizationId),
    shortDateTime(organization.createdAt),
  ];
}

/** `listed` are the rows to export; `all` lets a 'hija' name its main organization even when it is filtered out. */
export function organizationsExportTable(listed: readonly Organization[], all: readonly Organization[]): ExcelTable {
  const names = new Map(all.map(({ id, name }) => [id, name]));
  const parentName = (id: string) => names.get(id) ?? '';
  return {
    fileName: texts.excel.fileName,
    sheetName: texts.excel.sheetName,
    header: texts.excel.columns,
    rows: listed.map((organization) => toExportRow(organization, parentName)),
  };
}
