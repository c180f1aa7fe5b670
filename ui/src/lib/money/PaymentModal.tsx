import { Select, TextInput } from '@mantine/core';
import { moneyMessages } from '@lavado/shared/messages/money';
import { formatMoney, PAYMENT_METHODS, paymentMethodSchema, type Currency } from '@lavado/shared/money/money';
import { recordPaymentBody } from '@lavado/shared/money/money.schemas';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormModal } from '../forms/FormModal';
import { useModalForm } from '../forms/useModalForm';
import { fromMinor, typedPositiveAmount } from './amounts';
import { AmountInput } from './AmountInput';
import { moneyOutcome } from './moneyOutcome';
import { useRecordPayment } from './ticketMoneyCommands';

const texts = moneyMessages.ticket.payment;
const methodOptions = Object.entries(PAYMENT_METHODS).map(([value, label]) => ({ value, label }));

interface PaymentModalProps {
  opened: boolean;
  onClose: () => void;
  ticketId: string;
  currency: Currency;
  balance: number;
}

/**
 * Registrar pago: method, amount (the balance unless a part is paid) and the boleta number. The
 * paymentId is chosen here and kept until the payment is recorded, so a retry after a failure is
 * recorded once.
 */
export function PaymentModal({ opened, onClose, ticketId, currency, balance }: PaymentModalProps) {
  const schema = useMemo(
    () =>
      z.object({
        method: z.preprocess((method) => method ?? undefined, paymentMethodSchema),
        amount: typedPositiveAmount(currency),
        boleta: recordPaymentBody.shape.boleta,
      }),
    [currency],
  );
  type Values = z.input<typeof schema>;
  const empty: Values = { method: 'cash', amount: fromMinor(balance, currency), boleta: '' };
  // Mounted each time it opens (see TicketMoneyPanel): one paymentId per opening, kept across retries.
  const [paymentId] = useState(() => crypto.randomUUID());
  const { register, control, handleSubmit, formState, close } = useModalForm(schema, empty, onClose);
  const recordPayment = useRecordPayment();

  const submit = handleSubmit((values) => recordPayment.mutate({ id: ticketId, paymentId, ...values }, moneyOutcome(texts.done, close)));

  return (
    <FormModal
      opened={opened}
      title={texts.title}
      onClose={close}
      onSubmit={submit}
      submitLabel={texts.submit}
      submitting={recordPayment.isPending}
    >
      <Controller
        control={control}
        name="method"
        render={({ field, fieldState }) => (
          <Select
            label={texts.method}
            data={methodOptions}
            value={(field.value as string | null) ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            allowDeselect={false}
            required
          />
        )}
      />
      <AmountInput
        control={control}
        name="amount"
        currency={currency}
        label={moneyMessages.amount}
        description={`${moneyMessages.ticket.balance}: ${formatMoney(balance, currency)}`}
        required
        data-autofocus
      />
      <TextInput label={texts.boleta} required error={formState.errors.boleta?.message} {...register('boleta')} />
    </FormModal>
  );
}
