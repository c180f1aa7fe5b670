import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { moneyMessages } from '@lavado/shared/messages/money';
import { formatMoney, type Currency } from '@lavado/shared/money/money';
import { LiveIndicator } from '../../../lib/realtime/LiveIndicator';
import { useMoneyToday } from '../api/dashboardApi';
import { Figure } from './Figure';

const texts = moneyMessages.today;

/** Amounts in each currency, side by side: pesos and euros are never added up. */
const perCurrency = (amounts: { currency: Currency; amount: number }[]) =>
  amounts.map(({ amount, currency }) => formatMoney(amount, currency)).join(' · ');

/** "Hoy": the money taken today and the day's tickets, done and still waiting. */
export function MoneyTodayCard() {
  const { data: today, dataUpdatedAt } = useMoneyToday();
  const byCurrency = today?.byCurrency ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={texts.title}>
      {/* Pushed as payments are taken on other devices: it says whether it still is, and since when. */}
      <Group justify="space-between" gap="xs">
        <Title order={4}>{texts.title}</Title>
        <LiveIndicator size="sm" updatedAt={today ? dataUpdatedAt : undefined} />
      </Group>
      <Group justify="space-around" my="md">
        <Amount
          label={texts.revenue}
          value={today && perCurrency(byCurrency.map(({ currency, revenue }) => ({ currency, amount: revenue })))}
        />
        <Amount
          label={texts.charged}
          value={today && perCurrency(byCurrency.map(({ currency, charged }) => ({ currency, amount: charged })))}
        />
        <Figure label={texts.done} value={today?.ticketsDone} />
        <Figure label={texts.waiting} value={today?.waiting} />
      </Group>
    </Card>
  );
}

function Amount({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Stack gap={2} align="center" role="group" aria-label={label}>
      <Skeleton visible={value === undefined} miw={64}>
        <Text fz={28} fw={700} lh={1.1}>
          {value ?? '$0'}
        </Text>
      </Skeleton>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
