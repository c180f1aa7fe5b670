import { SimpleGrid, TextInput } from '@mantine/core';
import { formFieldMessages } from '@lavado/shared/messages/common';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface PersonNameInputsProps {
  firstName: UseFormRegisterReturn<'firstName'>;
  secondName: UseFormRegisterReturn<'secondName'>;
  errors: { firstName?: FieldError; secondName?: FieldError };
}

/** A person's required first name and last name, side by side from the `xs` breakpoint. */
export function PersonNameInputs({ firstName, secondName, errors }: PersonNameInputsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput label={formFieldMessages.firstName} required error={errors.firstName?.message} {...firstName} />
      <TextInput label={formFieldMessages.secondName} required error={errors.secondName?.message} {...secondName} />
    </SimpleGrid>
  );
}
