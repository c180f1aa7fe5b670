import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { PLATE_LENGTH, platePlaceholder, toPlateInput } from './plate';

interface PlateInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'placeholder' | 'maxLength'> {
  value: string;
  onChange: (plate: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A plate field: whatever is typed becomes upper case, in the format of the placeholders. */
export function PlateInput({ value, onChange, ...props }: PlateInputProps) {
  return (
    <TextInput
      {...props}
      value={value}
      onChange={(event) => onChange(toPlateInput(event.currentTarget.value))}
      placeholder={platePlaceholder}
      maxLength={PLATE_LENGTH}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
    />
  );
}
