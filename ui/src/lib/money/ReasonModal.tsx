import { Textarea } from '@mantine/core';
import { moneyMessages } from '@lavado/shared/messages/money';
import type { Currency } from '@lavado/shared/money/money';
import { ticketReasonBody } from '@lavado/shared/money/money.schemas';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormModal } from '../forms/FormModal';
import { useModalForm } from '../forms/useModalForm';
import { typedAmount, typedPositiveAmount } from './amounts';
import { AmountInput } from './AmountInput';

export interface ReasonValues {
  amount: number;
  reason: string;
}

interface ReasonModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  currency: Currency;
  /** 'none': a motivo only; 'zero-or-more': a price; 'positive': a discount. */
  amount: 'none' | 'zero-or-more' | 'positive';
  submitting: boolean;
  /** What the button does ('Anular' on a void); 'Guardar' by default. */
  submitLabel?: string;
  /** Gets the amount in the minor unit (0 when the modal asks for none) and the motivo; `close` once it is done. */
  onSubmit: (values: ReasonValues, close: () => void) => void;
}

const reasonSchema = ticketReasonBody.shape.reason;

/** An AD's change to a ticket's charge, always with its motivo: Fijar precio, Descuento, Cortesía, Anular. */
export function ReasonModal({
  opened,
  onClose,
  title,
  currency,
  amount,
  submitting,
  submitLabel = moneyMessages.save,
  onSubmit,
}: ReasonModalProps) {
  const schema = useMemo(() => {
    const amountField = amount === 'positive' ? typedPositiveAmount(currency) : typedAmount(currency);
    return z.object({ amount: amount === 'none' ? z.any().transform(() => 0) : amountField, reason: reasonSchema });
  }, [amount, currency]);
  const { register, control, handleSubmit, formState, close } = useModalForm(schema, { amount: '', reason: '' }, onClose);
  const submit = handleSubmit((values) => onSubmit({ amount: Number(values.amount), reason: values.reason }, close));
  return (
    <FormModal opened={opened} title={title} onClose={close} onSubmit={submit} submitLabel={submitLabel} submitting={submitting}>
      {amount !== 'none' && <AmountInput control={control} name="amount" currency={currency} label={moneyMessages.amount} required />}
      <Textarea label={moneyMessages.reason} required minRows={2} error={formState.errors.reason?.message} {...register('reason')} />
    </FormModal>
  );
}
