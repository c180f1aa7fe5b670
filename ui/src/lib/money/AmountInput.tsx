import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { Currency } from '@lavado/shared/money/money';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { amountInputProps } from './amounts';

interface AmountInputProps<Values extends FieldValues, Output> extends Omit<NumberInputProps, 'name' | 'value' | 'onChange'> {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  currency: Currency;
}

/** An amount typed as the currency is spoken ($12.990, 12,50 €); the form's schema converts it to the minor unit. */
export function AmountInput<Values extends FieldValues, Output = Values>({
  control,
  name,
  currency,
  ...props
}: AmountInputProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <NumberInput
      {...amountInputProps(currency)}
      {...props}
      name={field.name}
      ref={field.ref}
      value={field.value as number | string}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
