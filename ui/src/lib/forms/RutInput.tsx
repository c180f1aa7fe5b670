import { TextInput } from '@mantine/core';
import { formFieldMessages } from '@lavado/shared/messages/common';
import { formatRut } from '@lavado/shared/validation/rut';
import type { FocusEvent, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatRutAsTyped, rutCharacters } from './rutAsTyped';

/** Narrowed to the `identification` field, so that the `register` and `setValue` of any form with a string one fit. */
interface RutForm {
  register: (
    name: 'identification',
    options: { onBlur: (event: FocusEvent<HTMLInputElement>) => void },
  ) => UseFormRegisterReturn<'identification'>;
  setValue: (name: 'identification', rut: string, options: { shouldValidate: boolean }) => void;
}

interface RutInputProps extends RutForm {
  error?: string;
  /** Optional where the RUT can be added later (an employee's); required by default. */
  required?: boolean;
  description?: string | undefined;
  readOnly?: boolean;
  variant?: 'default' | 'filled';
}

/**
 * A RUT, formatted as it is typed (12.345.678-5, `formatRutAsTyped`), the same way as the client's
 * (`ClientRutInput`), and normalized once the field is left.
 */
export function RutInput({ register, setValue, error, required = true, description, readOnly, variant }: RutInputProps) {
  const identification = register('identification', {
    onBlur: (event) => setValue('identification', formatRut(event.target.value), { shouldValidate: true }),
  });
  return (
    <TextInput
      inputMode="numeric"
      label={formFieldMessages.rut}
      placeholder={formFieldMessages.rutPlaceholder}
      required={required}
      description={description}
      readOnly={readOnly}
      variant={variant}
      error={error}
      {...identification}
      onChange={(event) => {
        // Rewritten before the form reads it: the field always holds the formatted RUT.
        event.currentTarget.value = formatRutAsTyped(event.currentTarget.value);
        return identification.onChange(event);
      }}
    />
  );
}

interface ClientRutInputProps {
  label: string;
  placeholder: string;
  /** The RUT's characters only (digits and the check digit), as the client's RUT is sent. */
  value: string;
  onChange: (characters: string) => void;
  onBlur: () => void;
  ref?: Ref<HTMLInputElement>;
  error?: string | undefined;
}

/** The client's RUT: shown formatted as it is typed, exactly like `RutInput`, but held (and sent) as its characters only. */
export function ClientRutInput({ value, onChange, ...props }: ClientRutInputProps) {
  return (
    <TextInput
      {...props}
      required
      inputMode="numeric"
      value={formatRutAsTyped(value)}
      onChange={(event) => onChange(rutCharacters(event.currentTarget.value))}
    />
  );
}
