import { DateInput } from '@mantine/dates';
import { moneyMessages } from '@lavado/shared/messages/money';
import { VEHICLE_GROUPS, type Currency, type VehicleGroup } from '@lavado/shared/money/money';
import { setPriceBody } from '@lavado/shared/money/money.schemas';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormModal } from '../../../lib/forms/FormModal';
import { useModalForm } from '../../../lib/forms/useModalForm';
import { parseTypedDate } from '../../../lib/format/typedDate';
import { fromMinor, todayInChile, typedAmount } from '../../../lib/money/amounts';
import { AmountInput } from '../../../lib/money/AmountInput';
import { moneyOutcome } from '../../../lib/money/moneyOutcome';
import { useSetPrice } from '../api/pricesApi';

const texts = moneyMessages.prices;

export interface EditedCell {
  serviceCode: string;
  serviceName: string;
  vehicleGroup: VehicleGroup;
  amount: number | null;
}

/** One cell of the grid: the amount and the day it applies from (today unless said otherwise). */
export function PriceModal({ cell, currency, onClose }: { cell: EditedCell; currency: Currency; onClose: () => void }) {
  const schema = useMemo(
    () => z.object({ amount: typedAmount(currency), effectiveFrom: z.preprocess((day) => day ?? '', setPriceBody.shape.effectiveFrom) }),
    [currency],
  );
  const empty = { amount: cell.amount === null ? '' : fromMinor(cell.amount, currency), effectiveFrom: todayInChile() };
  const { control, handleSubmit, close } = useModalForm(schema, empty, onClose);
  const setPrice = useSetPrice();
  const submit = handleSubmit((values) =>
    setPrice.mutate({ serviceCode: cell.serviceCode, vehicleGroup: cell.vehicleGroup, ...values }, moneyOutcome(texts.priceSaved, close)),
  );
  return (
    <FormModal
      opened
      title={texts.editCell(cell.serviceName, VEHICLE_GROUPS[cell.vehicleGroup])}
      onClose={close}
      onSubmit={submit}
      submitLabel={moneyMessages.save}
      submitting={setPrice.isPending}
    >
      <AmountInput control={control} name="amount" currency={currency} label={moneyMessages.amount} required data-autofocus />
      <Controller
        control={control}
        name="effectiveFrom"
        render={({ field, fieldState }) => (
          <DateInput
            label={texts.effectiveFrom}
            valueFormat="DD/MM/YYYY"
            dateParser={parseTypedDate}
            value={field.value as string | null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            required
          />
        )}
      />
    </FormModal>
  );
}
