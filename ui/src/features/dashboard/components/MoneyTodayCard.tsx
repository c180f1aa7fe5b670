import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { dashboardMessages } from '@lavado/shared/messages/dashboard';
import { formatMoney, type Currency } from '@lavado/shared/money/money';
import type { ReactNode } from 'react';
import { LiveIndicator } from '../../../lib/realtime/LiveIndicator';
import { useMoneyToday } from '../api/dashboardApi';
import { Figure } from './Figure';

const texts = dashboardMessages.moneyToday;

/** Amounts in each currency, side by side: pesos and euros are never added up. */
const perCurrency = (amounts: { currency: Currency; amount: number }[]) =>
  amounts.map(({ amount, currency }) => formatMoney(amount, currency)).join(' · ');

/** The weekday of a calendar day, in Spanish ('jueves'). */
const weekdayOf = (isoDay: string) =>
  new Intl.DateTimeFormat('es-CL', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${isoDay}T12:00:00Z`));

/** A change with its sign: '+3', '-1', '0'. */
const signed = (change: number, format: (value: number) => string = String) =>
  change > 0 ? `+${format(change)}` : change < 0 ? `-${format(-change)}` : format(0);

/**
 * "Hoy": the money collected today and what today's finished services are worth, the services finished and those
 * still waiting, each figure named for what it is; the count and the money collected against the same weekday last
 * week, up to the same time ("vs. jueves pasado: +3").
 */
export function MoneyTodayCard() {
  const { data: today, dataUpdatedAt } = useMoneyToday();
  const byCurrency = today?.byCurrency ?? [];
  const weekday = today && weekdayOf(today.lastWeek.day);
  const ownRevenue = byCurrency.find((entry) => entry.currency === today?.currency)?.revenue ?? 0;
  const comparison = (change: string) => today && weekday && <Comparison weekday={weekday} change={change} />;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={texts.title}>
      {/* Pushed as payments are taken on other devices: it says whether it still is, and since when. */}
      <Group justify="space-between" gap="xs">
        <Title order={4}>{texts.title}</Title>
        <LiveIndicator size="sm" updatedAt={today ? dataUpdatedAt : undefined} />
      </Group>
      <Group justify="space-around" align="flex-start" my="md">
        <Amount
          label={texts.revenue}
          value={today && perCurrency(byCurrency.map(({ currency, revenue }) => ({ currency, amount: revenue })))}
          comparison={today && comparison(signed(ownRevenue - today.lastWeek.revenue, (amount) => formatMoney(amount, today.currency)))}
        />
        <Amount
          label={texts.charged}
          value={today && perCurrency(byCurrency.map(({ currency, charged }) => ({ currency, amount: charged })))}
        />
        <Figure
          label={texts.done}
          value={today?.ticketsDone}
          comparison={today && comparison(signed(today.ticketsDone - today.lastWeek.ticketsDone))}
        />
        <Figure label={texts.waiting} value={today?.waiting} />
      </Group>
    </Card>
  );
}

function Comparison({ weekday, change }: { weekday: string; change: string }) {
  return (
    <Text size="xs" c="dimmed" title={texts.lastWeekLabel(weekday)}>
      {texts.lastWeek(weekday, change)}
    </Text>
  );
}

function Amount({ label, value, comparison }: { label: string; value: string | undefined; comparison?: ReactNode }) {
  return (
    <Stack gap={2} align="center" role="group" aria-label={label} maw={220}>
      <Skeleton visible={value === undefined} miw={64}>
        <Text fz={28} fw={700} lh={1.1}>
          {value ?? '$0'}
        </Text>
      </Skeleton>
      <Text size="sm" c="dimmed" ta="center">
        {label}
      </Text>
      {comparison}
    </Stack>
  );
}
