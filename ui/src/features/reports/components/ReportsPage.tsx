import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { moneyMessages } from '@lavado/shared/messages/money';
import { CURRENCIES, formatMoney, PAYMENT_METHODS, paymentMethods } from '@lavado/shared/money/money';
import type { RevenueReport } from '@lavado/shared/money/money.schemas';
import { lazy, Suspense } from 'react';
import { TitledPage } from '../../../lib/components/TitledPage';
import type { ExcelTable } from '../../../lib/export/excelFile';
import { dateCell, moneyCell } from '../../../lib/export/spreadsheetCell';
import { ExportExcelButton } from '../../../lib/export/ExportExcelButton';
import { shortDate } from '../../../lib/format/dates';
import { PeriodPicker, usePeriod, type Period } from '../../../lib/money/PeriodPicker';
import { QueryState } from '../../../lib/query/QueryState';
import { ListTable } from '../../../lib/table/ListTable';
import { useRevenueReport } from '../api/reportsApi';

const MethodsDonut = lazy(async () => ({ default: (await import('./MethodsDonut')).MethodsDonut }));

const texts = moneyMessages.reports;
const columns = texts.columns;
const paidOf = (paid: Record<string, number>) => Object.values(paid).reduce((sum, amount) => sum + amount, 0);

/** The revenue per day (and currency), one row each, with the payments per method in their own columns. */
export function revenueTable(report: RevenueReport, period: Period): ExcelTable {
  return {
    fileName: texts.exportFile(period.from, period.to),
    sheetName: texts.exportSheet,
    header: [columns.day, columns.tickets, columns.charged, ...paymentMethods.map((method) => PAYMENT_METHODS[method]), columns.paid],
    rows: report.days.map((day) => {
      const money = (amount: number) => moneyCell(amount, day.currency);
      return [
        dateCell(day.day),
        day.tickets,
        money(day.charged),
        ...paymentMethods.map((method) => money(day.paid[method])),
        money(paidOf(day.paid)),
      ];
    }),
  };
}

/** /home/reports (AD): revenue per day, per service (with its average minutes) and per payment method. */
export function ReportsPage() {
  const { period, setPeriod, valid, problems } = usePeriod();
  const report = useRevenueReport(period, valid);
  return (
    <TitledPage title={texts.title}>
      <Group justify="space-between" align="flex-end">
        <PeriodPicker period={period} problems={problems} onChange={setPeriod} />
        <ExportExcelButton label={texts.export} disabled={!report.data} build={() => revenueTable(report.data!, period)} />
      </Group>
      {valid && <QueryState query={report}>{(data) => <Revenue report={data} />}</QueryState>}
    </TitledPage>
  );
}

/** Each row in its own currency: a period with tickets in two currencies has rows for each, never added up. */
function Revenue({ report }: { report: RevenueReport }) {
  return (
    <Stack gap="md">
      <Card withBorder radius="md" component="section" aria-label={texts.byDay}>
        <Title order={5}>{texts.byDay}</Title>
        <ListTable
          rows={report.days.map((day) => ({ ...day, id: `${day.day}-${day.currency}` }))}
          emptyText={texts.empty}
          columns={[
            { header: columns.day, cell: (day) => shortDate(day.day) },
            { header: columns.tickets, align: 'right', cell: (day) => day.tickets },
            { header: columns.charged, align: 'right', cell: (day) => formatMoney(day.charged, day.currency) },
            { header: columns.paid, align: 'right', cellProps: { fw: 700 }, cell: (day) => formatMoney(paidOf(day.paid), day.currency) },
          ]}
        />
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" component="section" aria-label={texts.byService}>
          <Title order={5}>{texts.byService}</Title>
          <ListTable
            rows={report.services.map((service) => ({ ...service, id: `${service.serviceCode}-${service.currency}` }))}
            emptyText={texts.empty}
            columns={[
              { header: columns.service, cell: (service) => service.name },
              { header: columns.tickets, align: 'right', cell: (service) => service.tickets },
              { header: columns.charged, align: 'right', cell: (service) => formatMoney(service.charged, service.currency) },
              {
                header: columns.averageMinutes,
                align: 'right',
                cell: (service) => (service.averageMinutes === null ? '—' : Math.round(service.averageMinutes)),
              },
            ]}
          />
        </Card>
        <Card withBorder radius="md" component="section" aria-label={texts.byMethod}>
          <Title order={5}>{texts.byMethod}</Title>
          {report.methods.map(({ currency, paid }) => (
            <Stack key={currency} gap={4}>
              {report.methods.length > 1 && (
                <Text size="sm" fw={600}>
                  {CURRENCIES[currency].label}
                </Text>
              )}
              <Group align="flex-start" wrap="wrap">
                <ListTable
                  rows={paymentMethods.map((method) => ({ id: method, label: PAYMENT_METHODS[method], amount: paid[method] }))}
                  columns={[
                    { header: columns.method, cell: (row) => row.label },
                    { header: columns.amount, align: 'right', cell: (row) => formatMoney(row.amount, currency) },
                  ]}
                />
                {paymentMethods.some((method) => paid[method] > 0) && (
                  <Suspense fallback={null}>
                    <MethodsDonut methods={paid} currency={currency} />
                  </Suspense>
                )}
              </Group>
            </Stack>
          ))}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
