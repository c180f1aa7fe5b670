import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import { employeeInputSchema, type EmployeeInput } from '@lavado/shared/identity/employee.schemas';
import { formatRut } from '@lavado/shared/validation/rut';
import type { FocusEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useIdempotencyKey } from '../../../lib/api/idempotencyKey';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { showDialog } from '../../../lib/dialogs/dialogs';
import { useCreateEmployee, type NewEmployee } from '../api/employeesApi';

const texts = uiMessages.employees;
const PHONE_DIGITS = 9;

const emptyEmployee: EmployeeInput = { firstName: '', secondName: '', identification: '', email: '', phone: '' };

interface NewEmployeeModalProps {
  opened: boolean;
  onClose: () => void;
  organizationId: string | null;
}

/** Every field is required and Crear stays disabled until the shared schema accepts them all. */
export function NewEmployeeModal({ opened, onClose, organizationId }: NewEmployeeModalProps) {
  const { register, handleSubmit, setValue, reset, formState } = useForm<EmployeeInput, unknown, NewEmployee>({
    resolver: zodResolver(employeeInputSchema),
    defaultValues: emptyEmployee,
    mode: 'onTouched',
  });
  const createEmployee = useCreateEmployee(organizationId);
  const { idempotencyKeyFor, forget } = useIdempotencyKey();
  const { errors } = formState;

  const close = () => {
    reset(emptyEmployee);
    onClose();
  };

  const submit = handleSubmit((employee) =>
    createEmployee.mutate({ employee, idempotencyKey: idempotencyKeyFor({ organizationId, employee }) }, {
      onSuccess: () => {
        forget();
        showDialog({ kind: 'success', title: uiMessages.success.created, message: uiMessages.success.userCreated });
        close();
      },
      onError: (error) => reportApiFailure(error, uiMessages.common.errorTitle),
    }),
  );

  const identification = register('identification', {
    onBlur: (event: FocusEvent<HTMLInputElement>) => setValue('identification', formatRut(event.target.value), { shouldValidate: true }),
  });

  return (
    <Modal opened={opened} onClose={close} title={texts.newEmployee} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label={texts.form.firstName} required error={errors.firstName?.message} {...register('firstName')} />
            <TextInput label={texts.form.secondName} required error={errors.secondName?.message} {...register('secondName')} />
          </SimpleGrid>
          <TextInput
            label={texts.form.identification}
            placeholder={texts.form.identificationPlaceholder}
            required
            error={errors.identification?.message}
            {...identification}
          />
          <TextInput label={texts.form.email} type="email" required error={errors.email?.message} {...register('email')} />
          <TextInput
            label={texts.form.phone}
            type="tel"
            inputMode="numeric"
            maxLength={PHONE_DIGITS}
            leftSection={texts.phonePrefix}
            leftSectionWidth={48}
            required
            error={errors.phone?.message}
            {...register('phone')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {uiMessages.common.cancel}
            </Button>
            <Button type="submit" disabled={!formState.isValid} loading={createEmployee.isPending}>
              {texts.form.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
