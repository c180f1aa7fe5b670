import { Alert, Badge, Button, Card, Group, Stack, Switch, Table, Text, Textarea, Title } from '@mantine/core';
import { DateInput } from '../../../lib/dates/pickers';
import { zodResolver } from '@hookform/resolvers/zod';
import { moneyMessages } from '@lavado/shared/messages/money';
import { CASH_DAY_WINDOW_DAYS, cashDayMessages, earliestCashDay } from '@lavado/shared/money/cash-day.decider';
import {
  CURRENCIES,
  denominationsTotal,
  formatMoney,
  PAYMENT_METHODS,
  paymentMethods,
  type AmountsByMethod,
} from '@lavado/shared/money/money';
import { closeDayBody, type CashDay } from '@lavado/shared/money/money.schemas';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { generatePath, Link } from 'react-router-dom';
import { z } from 'zod';
import { TitledPage } from '../../../lib/components/TitledPage';
import { ExportExcelButton } from '../../../lib/export/ExportExcelButton';
import { shortDateTime } from '../../../lib/format/instants';
import { parseTypedDate } from '../../../lib/format/typedDate';
import { fromMinor, toMinor, todayInChile, typedAmount } from '../../../lib/money/amounts';
import { AmountInput } from '../../../lib/money/AmountInput';
import { moneyOutcome } from '../../../lib/money/moneyOutcome';
import { QueryState } from '../../../lib/query/QueryState';
import { useCashDay, useCloseDay, useOpenDay } from '../api/cashApi';
import { paths } from '../../../app/paths';
import { cashCloseTable } from './cashExport';
import { CashCount, cashCountOf, type CashCountQuantities } from './CashCount';
import { CloseWarningModal } from './CloseWarningModal';
import { formatSigned } from './signedAmount';

const texts = moneyMessages.cash;
const phaseColors = { unopened: 'gray', open: 'blue', closed: 'teal' } as const;

/** /home/cash (AD): open a day with its float, count each method at the end, close it; a closed day read-only. */
export function CashPage() {
  const today = todayInChile();
  const [day, setDay] = useState(today);
  const cashDay = useCashDay(day);
  return (
    <TitledPage title={texts.title}>
      <DateInput
        label={texts.day}
        valueFormat="DD/MM/YYYY"
        dateParser={parseTypedDate}
        description={texts.window(CASH_DAY_WINDOW_DAYS)}
        value={day}
        maxDate={today}
        onChange={(picked) => picked && setDay(picked)}
        w={320}
      />
      <QueryState query={cashDay}>
        {(data) => <CashDayView key={`${data.day}-${data.phase}`} day={data} changeable={data.day >= earliestCashDay(today)} />}
      </QueryState>
    </TitledPage>
  );
}

/** `changeable`: the day lies in the window the server lets an AD open or close (cash-day.decider.ts); older days are read only. */
function CashDayView({ day, changeable }: { day: CashDay; changeable: boolean }) {
  const money = (amount: number) => formatMoney(amount, day.currency);
  return (
    <Stack gap="md">
      <Group gap="md">
        <Badge size="lg" color={phaseColors[day.phase]}>
          {texts.phase[day.phase]}
        </Badge>
        <Text size="sm">
          {texts.ticketsFinished}: <b>{day.ticketsFinished}</b>
        </Text>
        <Text size="sm">
          {/* Per currency, side by side: pesos and euros are never added up. */}
          {texts.charged}: <b>{day.charged.map(({ amount, currency }) => formatMoney(amount, currency)).join(' · ')}</b>
        </Text>
        <Text size="sm">
          {texts.collected}: <b>{money(paymentMethods.reduce((sum, method) => sum + day.payments[method], 0))}</b>
        </Text>
        <Text size="sm">
          {texts.owed}: <b>{day.owed.map(({ amount, currency }) => formatMoney(amount, currency)).join(' · ')}</b>
        </Text>
        {day.phase !== 'unopened' && (
          <Text size="sm">
            {texts.openingCash}: <b>{money(day.openingCash)}</b>
          </Text>
        )}
      </Group>
      {day.phase === 'closed' ? (
        <ClosedDay day={day} />
      ) : changeable ? (
        <>
          {day.phase === 'unopened' && <OpenDayForm day={day} />}
          <CloseDayForm day={day} />
        </>
      ) : (
        <Alert color="gray" variant="light">
          {cashDayMessages.outsideWindow}
        </Alert>
      )}
      {day.otherPayments.length > 0 && <OtherPayments day={day} />}
    </Stack>
  );
}

/** Payments of the day for tickets priced in another currency (before the organization's was fixed): shown apart, never counted in the drawer. */
function OtherPayments({ day }: { day: CashDay }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={texts.otherPayments}>
      <Title order={5}>{texts.otherPayments}</Title>
      <Text size="sm" c="dimmed" mb="xs">
        {texts.otherPaymentsNote(CURRENCIES[day.currency].label)}
      </Text>
      <Table verticalSpacing={4}>
        <Table.Tbody>
          {day.otherPayments.flatMap(({ currency, payments }) =>
            paymentMethods
              .filter((method) => payments[method] !== 0)
              .map((method) => (
                <Table.Tr key={`${currency}-${method}`}>
                  <Table.Td fw={600}>{PAYMENT_METHODS[method]}</Table.Td>
                  <Table.Td ta="right">{formatMoney(payments[method], currency)}</Table.Td>
                </Table.Tr>
              )),
          )}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

function OpenDayForm({ day }: { day: CashDay }) {
  const schema = useMemo(() => z.object({ openingCash: typedAmount(day.currency) }), [day.currency]);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { openingCash: '' as number | string },
    mode: 'onTouched',
  });
  const openDay = useOpenDay();
  const submit = handleSubmit(({ openingCash }) => openDay.mutate({ day: day.day, openingCash }, moneyOutcome(texts.opened)));
  return (
    <Card withBorder radius="md" padding="md" component="form" onSubmit={submit} noValidate>
      <Group align="flex-end">
        <AmountInput control={control} name="openingCash" currency={day.currency} label={texts.openingCash} w={220} required />
        <Button type="submit" loading={openDay.isPending}>
          {texts.open}
        </Button>
      </Group>
    </Card>
  );
}

function differenceColor(difference: number | null) {
  if (difference === null || difference === 0) return undefined;
  return difference < 0 ? 'red' : 'teal';
}

function CloseDayForm({ day }: { day: CashDay }) {
  const currency = day.currency;
  const schema = useMemo(
    () =>
      z.object({
        counted: z.object(
          Object.fromEntries(paymentMethods.map((method) => [method, typedAmount(currency)])) as Record<
            keyof AmountsByMethod,
            ReturnType<typeof typedAmount>
          >,
        ),
        note: closeDayBody.shape.note,
      }),
    [currency],
  );
  const emptyCounted = Object.fromEntries(paymentMethods.map((method) => [method, ''])) as Record<keyof AmountsByMethod, number | string>;
  const { control, register, handleSubmit, formState, setValue } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { counted: emptyCounted, note: '' },
    mode: 'onTouched',
  });
  const counted = useWatch({ control, name: 'counted' });
  const closeDay = useCloseDay();
  // Counting by notes and coins is for a drawer in pesos: the count fills Contado for cash.
  const countable = currency === 'CLP';
  const [byDenomination, setByDenomination] = useState(false);
  const [quantities, setQuantities] = useState<CashCountQuantities>({});
  const changeQuantities = (next: CashCountQuantities) => {
    setQuantities(next);
    setValue('counted.cash', fromMinor(denominationsTotal(cashCountOf(next)), currency), { shouldValidate: true });
  };
  const toggleCount = (on: boolean) => {
    setByDenomination(on);
    if (on) changeQuantities(quantities);
  };
  const [confirming, setConfirming] = useState<CloseDayValues | null>(null);
  const liveDifference = (method: keyof AmountsByMethod) => {
    const typed = counted[method];
    return typed === '' || typed === undefined ? null : toMinor(Number(typed), currency) - day.expected[method];
  };
  const total = paymentMethods.reduce((sum, method) => sum + (liveDifference(method) ?? 0), 0);
  const submit = handleSubmit((values) =>
    setConfirming({
      day: day.day,
      counted: values.counted as AmountsByMethod,
      note: values.note ?? '',
      ...(countable && byDenomination ? { cashCount: cashCountOf(quantities) } : {}),
    }),
  );
  const close = () => {
    if (!confirming) return;
    closeDay.mutate(confirming, moneyOutcome(texts.closed));
    setConfirming(null);
  };

  return (
    <Card withBorder radius="md" padding="md" component="form" onSubmit={submit} noValidate aria-label={texts.close}>
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs">
            <MethodHeader />
            <Table.Tbody>
              {paymentMethods.map((method) => (
                <Table.Tr key={method}>
                  <Table.Td fw={600}>{PAYMENT_METHODS[method]}</Table.Td>
                  <Table.Td ta="right">{formatMoney(day.payments[method], currency)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(day.expected[method], currency)}</Table.Td>
                  <Table.Td>
                    <AmountInput
                      control={control}
                      name={`counted.${method}`}
                      currency={currency}
                      aria-label={`${texts.counted} ${PAYMENT_METHODS[method]}`}
                      size="xs"
                      readOnly={method === 'cash' && byDenomination}
                    />
                  </Table.Td>
                  <Table.Td
                    ta="right"
                    c={differenceColor(liveDifference(method))}
                    fw={700}
                    aria-label={`${texts.difference} ${PAYMENT_METHODS[method]}`}
                  >
                    {liveDifference(method) === null ? '' : formatSigned(liveDifference(method)!, currency)}
                  </Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td fw={700}>{texts.total}</Table.Td>
                <Table.Td colSpan={3} />
                <Table.Td ta="right" fw={800} c={differenceColor(total)} aria-label={`${texts.difference} ${texts.total}`}>
                  {formatSigned(total, currency)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {countable && (
          <Switch
            label={texts.countByDenomination}
            checked={byDenomination}
            onChange={(event) => toggleCount(event.currentTarget.checked)}
          />
        )}
        {countable && byDenomination && <CashCount quantities={quantities} onChange={changeQuantities} />}
        <Textarea label={texts.note} minRows={2} error={formState.errors.note?.message} {...register('note')} />
        <Group>
          <Button type="submit" color="teal" loading={closeDay.isPending}>
            {texts.close}
          </Button>
        </Group>
      </Stack>
      <CloseWarningModal
        day={day.day}
        opened={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={close}
        closing={closeDay.isPending}
      />
    </Card>
  );
}

type CloseDayValues = Parameters<ReturnType<typeof useCloseDay>['mutate']>[0];

function ClosedDay({ day }: { day: CashDay }) {
  const money = (amount: number) => formatMoney(amount, day.currency);
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md" aria-label={texts.phase.closed} component="section">
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {day.closedAt && texts.closedAt(shortDateTime(day.closedAt))}
            </Text>
            <Group gap="xs">
              <Button component={Link} to={generatePath(paths.print.close, { day: day.day })} target="_blank" variant="default" size="xs">
                {texts.printSummary}
              </Button>
              <ExportExcelButton label={texts.export} build={() => cashCloseTable(day)} />
            </Group>
          </Group>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs">
              <MethodHeader />
              <Table.Tbody>
                {paymentMethods.map((method) => (
                  <Table.Tr key={method}>
                    <Table.Td fw={600}>{PAYMENT_METHODS[method]}</Table.Td>
                    <Table.Td ta="right">{money(day.payments[method])}</Table.Td>
                    <Table.Td ta="right">{money(day.expected[method])}</Table.Td>
                    <Table.Td ta="right">{day.counted ? money(day.counted[method]) : ''}</Table.Td>
                    <Table.Td ta="right" fw={700} c={differenceColor(day.difference?.[method] ?? null)}>
                      {day.difference ? formatSigned(day.difference[method], day.currency) : ''}
                    </Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td fw={700}>{texts.total}</Table.Td>
                  <Table.Td colSpan={3} />
                  <Table.Td ta="right" fw={800} c={differenceColor(day.totalDifference)} aria-label={`${texts.difference} ${texts.total}`}>
                    {day.totalDifference === null ? '' : formatSigned(day.totalDifference, day.currency)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {day.cashCount && <ClosedCashCount count={day.cashCount} />}
          {day.note && (
            <Text size="sm">
              {texts.note}: {day.note}
            </Text>
          )}
        </Stack>
      </Card>
      <AfterCloseList title={texts.corrections} empty={texts.noCorrections} headers={Object.values(texts.correctionColumns)}>
        {day.corrections.map((correction) => (
          <Table.Tr key={correction.paymentId}>
            <Table.Td>{shortDateTime(correction.recordedAt)}</Table.Td>
            <Table.Td ff="monospace">{correction.ppu}</Table.Td>
            <Table.Td>{PAYMENT_METHODS[correction.method]}</Table.Td>
            <Table.Td>{formatMoney(correction.amount, correction.currency)}</Table.Td>
            <Table.Td>{correction.boleta}</Table.Td>
          </Table.Tr>
        ))}
      </AfterCloseList>
      <CommissionChanges day={day} />
    </Stack>
  );
}

/** How a closed day's cash was counted, note by note and coin by coin. */
function ClosedCashCount({ count }: { count: NonNullable<CashDay['cashCount']> }) {
  return (
    <Stack gap={2} component="section" aria-label={texts.cashCount}>
      <Text size="sm" fw={600}>
        {texts.cashCount}
      </Text>
      <Text size="sm">{count.map(({ denomination, quantity }) => `${quantity} × ${formatMoney(denomination, 'CLP')}`).join(' · ')}</Text>
    </Stack>
  );
}

const sharesText = (shares: CashDay['commissionChanges'][number]['after']) =>
  shares.map((share) => `${share.name} (${share.percent}%)`).join(', ');

/** Washers of the day's tickets changed after the close: each change with who made it and why. */
function CommissionChanges({ day }: { day: CashDay }) {
  return (
    <AfterCloseList
      title={texts.commissionChanges}
      empty={texts.noCommissionChanges}
      headers={Object.values(texts.commissionChangeColumns)}
      minWidth={640}
    >
      {day.commissionChanges.map((change) => (
        <Table.Tr key={`${change.ticketId}-${change.changedAt}`}>
          <Table.Td>{shortDateTime(change.changedAt)}</Table.Td>
          <Table.Td ff="monospace">{change.ppu}</Table.Td>
          <Table.Td>{sharesText(change.before)}</Table.Td>
          <Table.Td>{sharesText(change.after)}</Table.Td>
          <Table.Td>{change.changedBy ?? ''}</Table.Td>
          <Table.Td>{change.reason ?? ''}</Table.Td>
        </Table.Tr>
      ))}
    </AfterCloseList>
  );
}

/** What reached a closed day after its close, one row each, highlighted; or a line saying there is none. */
function AfterCloseList({
  title,
  empty,
  headers,
  minWidth,
  children,
}: {
  title: string;
  empty: string;
  headers: readonly string[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  children: ReactNode[];
}) {
  const table = (
    <Table verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          {headers.map((header) => (
            <Table.Th key={header}>{header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={5} mb="xs">
        {title}
      </Title>
      {children.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Alert color="yellow" variant="light" p="xs">
          {minWidth ? <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer> : table}
        </Alert>
      )}
    </Card>
  );
}

function MethodHeader() {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{texts.method}</Table.Th>
        <Table.Th ta="right">{texts.payments}</Table.Th>
        <Table.Th ta="right">{texts.expected}</Table.Th>
        <Table.Th>{texts.counted}</Table.Th>
        <Table.Th ta="right">{texts.difference}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}
