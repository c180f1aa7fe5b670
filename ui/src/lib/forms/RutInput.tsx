import { TextInput } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import { formatRut } from '@lavado/shared/validation/rut';
import type { FocusEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

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

/** A RUT, typed freely and rewritten formatted (12.345.678-5) once the field is left. */
export function RutInput({ register, setValue, error, required = true, description, readOnly, variant }: RutInputProps) {
  const identification = register('identification', {
    onBlur: (event) => setValue('identification', formatRut(event.target.value), { shouldValidate: true }),
  });
  return (
    <TextInput
      label={uiMessages.formFields.rut}
      placeholder={uiMessages.formFields.rutPlaceholder}
      required={required}
      description={description}
      readOnly={readOnly}
      variant={variant}
      error={error}
      {...identification}
    />
  );
}
