import { Card, Group, Stack, Title } from '@mantine/core';
import { moneyMessages } from '@lavado/shared/messages/money';
import { formatMoney } from '@lavado/shared/money/money';
import type { CommissionReport } from '@lavado/shared/money/money.schemas';
import { TitledPage } from '../../../lib/components/TitledPage';
import type { ExcelTable } from '../../../lib/export/excelFile';
import { ExportExcelButton } from '../../../lib/export/ExportExcelButton';
import { shortDate } from '../../../lib/format/dates';
import { PeriodPicker, usePeriod, type Period } from '../../../lib/money/PeriodPicker';
import { QueryState } from '../../../lib/query/QueryState';
import { ListTable } from '../../../lib/table/ListTable';
import { useCommissionReport } from '../api/commissionsApi';

const texts = moneyMessages.commissions;
const columns = texts.columns;

/** The report as a sheet: each washer's day rows, then each washer's total. */
export function commissionsTable(report: CommissionReport, period: Period): ExcelTable {
  const money = (amount: number) => formatMoney(amount, report.currency);
  return {
    fileName: texts.exportFile(period.from, period.to),
    sheetName: texts.exportSheet,
    header: [columns.day, columns.washer, columns.tickets, columns.amount],
    rows: [
      ...report.days.map((row) => [shortDate(row.day), row.name, row.tickets, money(row.amount)]),
      ...report.washers.map((washer) => [moneyMessages.cash.total, washer.name, washer.tickets, money(washer.amount)]),
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
            const money = (amount: number) => formatMoney(amount, data.currency);
            return (
              <Stack gap="md">
                <Card withBorder radius="md" component="section" aria-label={texts.washers}>
                  <Title order={5}>{texts.washers}</Title>
                  <ListTable
                    rows={data.washers.map((washer) => ({ ...washer, id: washer.userId }))}
                    emptyText={texts.empty}
                    columns={[
                      { header: columns.washer, cell: (washer) => washer.name },
                      { header: columns.tickets, align: 'right', cell: (washer) => washer.tickets },
                      { header: columns.amount, align: 'right', cellProps: { fw: 700 }, cell: (washer) => money(washer.amount) },
                    ]}
                  />
                </Card>
                <Card withBorder radius="md" component="section" aria-label={texts.days}>
                  <Title order={5}>{texts.days}</Title>
                  <ListTable
                    rows={data.days.map((row) => ({ ...row, id: `${row.day}-${row.userId}` }))}
                    emptyText={texts.empty}
                    columns={[
                      { header: columns.day, cell: (row) => shortDate(row.day) },
                      { header: columns.washer, cell: (row) => row.name },
                      { header: columns.tickets, align: 'right', cell: (row) => row.tickets },
                      { header: columns.amount, align: 'right', cell: (row) => money(row.amount) },
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
