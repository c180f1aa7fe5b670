import { employeesMessages } from '@lavado/shared/messages/accounts';
import { employeeRutSchema, type Employee, type EmployeeRutInput } from '@lavado/shared/identity/employee.schemas';
import { fullName } from '@lavado/shared/identity/full-name';
import { FormModal } from '../../../lib/forms/FormModal';
import { RutInput } from '../../../lib/forms/RutInput';
import { commandOutcome } from '../../../lib/forms/commandOutcome';
import { useModalForm } from '../../../lib/forms/useModalForm';
import { useUpdateEmployee } from '../api/employeesApi';

const texts = employeesMessages;

interface EmployeeRutModalProps {
  /** The employee being given a RUT; null while the modal is closed. */
  employee: Employee | null;
  onClose: () => void;
  organizationId: string | null;
}

/** An AD gives an employee created without a RUT their RUT: they can then sign in with it and start tickets. */
export function EmployeeRutModal({ employee, onClose, organizationId }: EmployeeRutModalProps) {
  const { register, handleSubmit, setValue, formState, close } = useModalForm(
    employeeRutSchema,
    { identification: '' } satisfies EmployeeRutInput,
    onClose,
  );
  const updateEmployee = useUpdateEmployee();
  const outcome = commandOutcome({
    successTitle: texts.form.rutSavedTitle,
    successMessage: () => texts.form.rutSaved,
    afterSuccess: close,
  });

  const submit = handleSubmit(({ identification }) => {
    if (!employee) return;
    updateEmployee.mutate({ organizationId, id: employee.id, identification }, outcome);
  });

  return (
    <FormModal
      opened={employee !== null}
      title={employee ? texts.form.rutTitle(fullName(employee)) : ''}
      onClose={close}
      onSubmit={submit}
      submitLabel={texts.form.rutSubmit}
      canSubmit={formState.isValid}
      submitting={updateEmployee.isPending}
    >
      <RutInput register={register} setValue={setValue} error={formState.errors.identification?.message} />
    </FormModal>
  );
}
