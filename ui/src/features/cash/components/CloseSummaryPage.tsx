import { Loader } from '@mantine/core';
import { moneyMessages } from '@lavado/shared/messages/money';
import { formatMoney, PAYMENT_METHODS, paymentMethods } from '@lavado/shared/money/money';
import type { CashDay } from '@lavado/shared/money/money.schemas';
import { useParams } from 'react-router-dom';
import { LoadFailure } from '../../../lib/components/LoadFailure';
import { shortDate } from '../../../lib/format/dates';
import { shortDateTime } from '../../../lib/format/instants';
import { ReceiptLine, ReceiptRule, ReceiptSheet } from '../../../lib/receipt/ReceiptSheet';
import { useCashDay } from '../api/cashApi';
import { formatSigned } from './signedAmount';

const texts = moneyMessages.cash;
const receipt = moneyMessages.receipt;

/** /print/close/:day (AD): the summary of a day's close, printable on an 80 mm roll. */
export function CloseSummaryPage() {
  const { day = '' } = useParams();
  const cashDay = useCashDay(day);
  if (cashDay.isPending) return <Loader m="xl" aria-label={receipt.closeTitle} />;
  if (cashDay.isError) return <LoadFailure onRetry={() => void cashDay.refetch()} />;
  return <CloseSummary day={cashDay.data} />;
}

function CloseSummary({ day }: { day: CashDay }) {
  const money = (amount: number) => formatMoney(amount, day.currency);
  const perCurrency = (amounts: CashDay['charged']) => amounts.map(({ amount, currency }) => formatMoney(amount, currency)).join(' · ');
  if (day.phase !== 'closed') return <ReceiptSheet title={receipt.closeTitle}>{receipt.notFound}</ReceiptSheet>;
  // Only the methods the day used: a roll has no room for five rows of zeros.
  const used = paymentMethods.filter((method) => day.expected[method] !== 0 || (day.counted?.[method] ?? 0) !== 0);
  return (
    <ReceiptSheet title={receipt.closeTitle}>
      <ReceiptLine label={receipt.day} value={shortDate(day.day)} />
      {day.closedAt && <ReceiptLine label={receipt.closedAt} value={shortDateTime(day.closedAt)} />}
      <ReceiptLine label={texts.ticketsFinished} value={day.ticketsFinished} />
      <ReceiptLine label={texts.charged} value={perCurrency(day.charged)} />
      <ReceiptLine label={texts.owed} value={perCurrency(day.owed)} />
      <ReceiptLine label={receipt.openingCash} value={money(day.openingCash)} />
      {used.map((method) => (
        <section key={method} aria-label={PAYMENT_METHODS[method]}>
          <ReceiptRule />
          <strong>{PAYMENT_METHODS[method]}</strong>
          <ReceiptLine label={texts.payments} value={money(day.payments[method])} />
          <ReceiptLine label={texts.expected} value={money(day.expected[method])} />
          <ReceiptLine label={texts.counted} value={day.counted ? money(day.counted[method]) : ''} />
          <ReceiptLine label={texts.difference} value={day.difference ? formatSigned(day.difference[method], day.currency) : ''} />
        </section>
      ))}
      <ReceiptRule />
      <ReceiptLine
        label={`${texts.difference} ${texts.total.toLowerCase()}`}
        value={day.totalDifference === null ? '' : formatSigned(day.totalDifference, day.currency)}
        big
      />
      {day.cashCount && (
        <>
          <ReceiptRule />
          <strong>{texts.cashCount}</strong>
          {day.cashCount.map(({ denomination, quantity }) => (
            <ReceiptLine
              key={denomination}
              label={`${quantity} × ${formatMoney(denomination, 'CLP')}`}
              value={formatMoney(denomination * quantity, 'CLP')}
            />
          ))}
        </>
      )}
      {day.note && (
        <>
          <ReceiptRule />
          <div>
            {texts.note}: {day.note}
          </div>
        </>
      )}
    </ReceiptSheet>
  );
}
