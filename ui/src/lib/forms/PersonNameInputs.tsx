import { SimpleGrid, TextInput } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
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
      <TextInput label={uiMessages.formFields.firstName} required error={errors.firstName?.message} {...firstName} />
      <TextInput label={uiMessages.formFields.secondName} required error={errors.secondName?.message} {...secondName} />
    </SimpleGrid>
  );
}
