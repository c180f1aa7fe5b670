import { Loader } from '@mantine/core';
import { moneyMessages } from '@lavado/shared/messages/money';
import { formatMoney, PAYMENT_METHODS } from '@lavado/shared/money/money';
import { SERVICE_TYPES } from '@lavado/shared/wash/wash.catalog';
import { useParams } from 'react-router-dom';
import { LoadFailure } from '../../../lib/components/LoadFailure';
import { shortDateTime } from '../../../lib/format/instants';
import { useTicketMoney } from '../../../lib/money/moneyQueries';
import { ReceiptLine, ReceiptRule, ReceiptSheet } from '../../../lib/receipt/ReceiptSheet';
import { useReceiptTicket } from '../api/receiptsApi';

const texts = moneyMessages.receipt;

/** /print/payment/:ticketId/:paymentId: the receipt of one payment, printable on an 80 mm roll. */
export function PaymentReceiptPage() {
  const { ticketId = '', paymentId = '' } = useParams();
  const money = useTicketMoney(ticketId);
  const ticket = useReceiptTicket(ticketId);
  if (money.isPending || ticket.isPending) return <Loader m="xl" aria-label={texts.paymentTitle} />;
  if (money.isError || ticket.isError)
    return (
      <LoadFailure
        onRetry={() => {
          void money.refetch();
          void ticket.refetch();
        }}
      />
    );
  const payment = money.data.payments.find((entry) => entry.paymentId === paymentId);
  const amount = (value: number) => formatMoney(value, money.data.currency);
  if (!payment) return <ReceiptSheet title={texts.paymentTitle}>{texts.notFound}</ReceiptSheet>;
  return (
    <ReceiptSheet
      title={texts.paymentTitle}
      footer={
        <>
          <div>{texts.thanks}</div>
          <div>{texts.notABoleta}</div>
        </>
      }
    >
      <ReceiptLine label={texts.date} value={shortDateTime(payment.recordedAt)} />
      <ReceiptLine label={texts.ppu} value={ticket.data.vehicle.ppu} />
      <ReceiptLine label={texts.service} value={SERVICE_TYPES[ticket.data.serviceType].label} />
      <ReceiptLine label={texts.method} value={PAYMENT_METHODS[payment.method]} />
      <ReceiptLine label={texts.boleta} value={`N° ${payment.boleta}`} />
      <ReceiptRule />
      <ReceiptLine label={texts.amount} value={amount(payment.amount)} big />
      <ReceiptRule />
      <ReceiptLine label={texts.total} value={amount(money.data.charged)} />
      <ReceiptLine label={texts.paidSoFar} value={amount(money.data.paid)} />
      <ReceiptLine label={texts.owed} value={amount(money.data.balance)} />
    </ReceiptSheet>
  );
}
