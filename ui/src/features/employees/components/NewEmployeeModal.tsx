import { TextInput } from '@mantine/core';
import { employeesMessages } from '@lavado/shared/messages/accounts';
import { commonMessages, successMessages } from '@lavado/shared/messages/common';
import { employeeInputSchema, type EmployeeInput } from '@lavado/shared/identity/employee.schemas';
import { FormModal } from '../../../lib/forms/FormModal';
import { PersonNameInputs } from '../../../lib/forms/PersonNameInputs';
import { PhoneInput } from '../../../lib/forms/PhoneInput';
import { RutInput } from '../../../lib/forms/RutInput';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { showPasswordLinkOutcome } from '../../../lib/accounts/passwordLinkDialog';
import { useModalForm } from '../../../lib/forms/useModalForm';
import { useCreateEmployee } from '../api/employeesApi';

const texts = employeesMessages;

const emptyEmployee: EmployeeInput = { firstName: '', secondName: '', identification: '', email: '', phone: '' };

interface NewEmployeeModalProps {
  opened: boolean;
  onClose: () => void;
  organizationId: string | null;
}

/** Every field but the RUT is required; Crear stays disabled until the shared schema accepts them all. */
export function NewEmployeeModal({ opened, onClose, organizationId }: NewEmployeeModalProps) {
  const { register, handleSubmit, setValue, formState, close } = useModalForm(employeeInputSchema, emptyEmployee, onClose);
  const createEmployee = useCreateEmployee();
  const { errors } = formState;

  const submit = handleSubmit((employee) =>
    createEmployee.mutate(
      { organizationId, employee },
      {
        onSuccess: ({ link }) => {
          showPasswordLinkOutcome({
            link,
            recipient: { firstName: employee.firstName, phone: employee.phone },
            fresh: false,
            mailed: { title: successMessages.created, message: successMessages.userCreated },
          });
          close();
        },
        onError: (error) => reportApiFailure(error, commonMessages.errorTitle),
      },
    ),
  );

  return (
    <FormModal
      opened={opened}
      title={texts.newEmployee}
      onClose={close}
      onSubmit={submit}
      submitLabel={texts.form.submit}
      canSubmit={formState.isValid}
      submitting={createEmployee.isPending}
    >
      <PersonNameInputs firstName={register('firstName')} secondName={register('secondName')} errors={errors} />
      <RutInput
        register={register}
        setValue={setValue}
        error={errors.identification?.message}
        required={false}
        description={texts.form.rutOptional}
      />
      <TextInput label={texts.form.email} type="email" required error={errors.email?.message} {...register('email')} />
      <PhoneInput label={texts.form.phone} required error={errors.phone?.message} {...register('phone')} />
    </FormModal>
  );
}
