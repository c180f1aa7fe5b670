import { Card, Group, Stack, Title } from '@mantine/core';
import { moneyMessages } from '@lavado/shared/messages/money';
import { formatMoney, type Currency } from '@lavado/shared/money/money';
import type { CommissionReport } from '@lavado/shared/money/money.schemas';
import { TitledPage } from '../../../lib/components/TitledPage';
import type { ExcelTable } from '../../../lib/export/excelFile';
import { dateCell, moneyCell } from '../../../lib/export/spreadsheetCell';
import { ExportExcelButton } from '../../../lib/export/ExportExcelButton';
import { shortDate } from '../../../lib/format/dates';
import { PeriodPicker, usePeriod, type Period } from '../../../lib/money/PeriodPicker';
import { QueryState } from '../../../lib/query/QueryState';
import { ListTable } from '../../../lib/table/ListTable';
import { useCommissionReport } from '../api/commissionsApi';

const texts = moneyMessages.commissions;
const columns = texts.columns;

/** The report as a sheet: each washer's day rows, then each washer's total, each amount in its own currency. */
export function commissionsTable(report: CommissionReport, period: Period): ExcelTable {
  return {
    fileName: texts.exportFile(period.from, period.to),
    sheetName: texts.exportSheet,
    header: [columns.day, columns.washer, columns.tickets, columns.amount],
    rows: [
      ...report.days.map((row) => [dateCell(row.day), row.name, row.tickets, moneyCell(row.amount, row.currency)]),
      ...report.washers.map((washer) => [moneyMessages.cash.total, washer.name, washer.tickets, moneyCell(washer.amount, washer.currency)]),
    ],
  };
}

/** /home/commissions (AD): what each washer earned in a period, in total and per day. */
export function CommissionsPage() {
  const { period, setPeriod, valid, problems } = usePeriod();
  const report = useCommissionReport(period, valid);
  return (
    <TitledPage title={texts.title}>
      <Group justify="space-between" align="flex-end">
        <PeriodPicker period={period} problems={problems} onChange={setPeriod} />
        <ExportExcelButton label={texts.export} disabled={!report.data} build={() => commissionsTable(report.data!, period)} />
      </Group>
      {valid && (
        <QueryState query={report}>
          {(data) => {
            const money = (row: { amount: number; currency: Currency }) => formatMoney(row.amount, row.currency);
            return (
              <Stack gap="md">
                <Card withBorder radius="md" component="section" aria-label={texts.washers}>
                  <Title order={5}>{texts.washers}</Title>
                  <ListTable
                    rows={data.washers.map((washer) => ({ ...washer, id: `${washer.userId}-${washer.currency}` }))}
                    emptyText={texts.empty}
                    columns={[
                      { header: columns.washer, cell: (washer) => washer.name },
                      { header: columns.tickets, align: 'right', cell: (washer) => washer.tickets },
                      { header: columns.amount, align: 'right', cellProps: { fw: 700 }, cell: (washer) => money(washer) },
                    ]}
                  />
                </Card>
                <Card withBorder radius="md" component="section" aria-label={texts.days}>
                  <Title order={5}>{texts.days}</Title>
                  <ListTable
                    rows={data.days.map((row) => ({ ...row, id: `${row.day}-${row.userId}-${row.currency}` }))}
                    emptyText={texts.empty}
                    columns={[
                      { header: columns.day, cell: (row) => shortDate(row.day) },
                      { header: columns.washer, cell: (row) => row.name },
                      { header: columns.tickets, align: 'right', cell: (row) => row.tickets },
                      { header: columns.amount, align: 'right', cell: (row) => money(row) },
                    ]}
                  />
                </Card>
              </Stack>
            );
          }}
        </QueryState>
      )}
    </TitledPage>
  );
}
