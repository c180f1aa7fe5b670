import { Select, TextInput } from '@mantine/core';
import { ROLE_LABELS } from '@lavado/shared/auth/roles';
import { GENDER_LABELS, newUserSchema } from '@lavado/shared/identity/user.schemas';
import { adminMessages } from '@lavado/shared/messages/admin';
import { commonMessages, successMessages } from '@lavado/shared/messages/common';
import type { Organization } from '@lavado/shared/organizations/organization.schemas';
import { Controller } from 'react-hook-form';
import { FormModal } from '../../../lib/forms/FormModal';
import { PersonNameInputs } from '../../../lib/forms/PersonNameInputs';
import { PhoneInput } from '../../../lib/forms/PhoneInput';
import { RutInput } from '../../../lib/forms/RutInput';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { showPasswordLinkOutcome } from '../../../lib/accounts/passwordLinkDialog';
import { useModalForm } from '../../../lib/forms/useModalForm';
import { useCreateUser } from '../api/usersApi';
import { assignableRoles, emptyNewUser } from './newUserForm';

const texts = adminMessages.users;

const roleOptions = assignableRoles.map((role) => ({ value: role, label: `${role} ${ROLE_LABELS[role]}` }));
const genderOptions = (['M', 'F'] as const).map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }));

interface NewUserModalProps {
  opened: boolean;
  onClose: () => void;
  organizations: readonly Organization[];
}

/** Every field but the gender is required; Crear stays disabled until the shared schema accepts them. */
export function NewUserModal({ opened, onClose, organizations }: NewUserModalProps) {
  const { register, control, handleSubmit, setValue, formState, close } = useModalForm(newUserSchema, emptyNewUser, onClose);
  const createUser = useCreateUser();
  const { errors } = formState;

  const submit = handleSubmit((user) =>
    createUser.mutate(
      { user },
      {
        onSuccess: ({ link }) => {
          showPasswordLinkOutcome({
            link,
            recipient: { firstName: user.firstName, phone: user.phone },
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
      title={texts.newUser}
      onClose={close}
      onSubmit={submit}
      submitLabel={texts.form.submit}
      canSubmit={formState.isValid}
      submitting={createUser.isPending}
    >
      <PersonNameInputs firstName={register('firstName')} secondName={register('secondName')} errors={errors} />
      <RutInput
        register={register}
        setValue={setValue}
        error={errors.identification?.message}
        required={false}
        description={texts.form.rutOptional}
      />
      <Controller
        control={control}
        name="organizationId"
        render={({ field, fieldState }) => (
          <Select
            label={texts.form.organization}
            required
            searchable
            data={organizations.map(({ id, name }) => ({ value: id, label: name }))}
            value={field.value || null}
            onChange={(organizationId) => field.onChange(organizationId ?? '')}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="role"
        render={({ field, fieldState }) => (
          <Select
            label={texts.form.role}
            required
            data={roleOptions}
            value={field.value ?? null}
            onChange={(role) => field.onChange(role ?? undefined)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextInput label={texts.form.email} type="email" required error={errors.email?.message} {...register('email')} />
      <PhoneInput label={texts.form.phone} required error={errors.phone?.message} {...register('phone')} />
      <Controller
        control={control}
        name="gender"
        render={({ field }) => (
          <Select
            label={texts.form.gender}
            data={genderOptions}
            value={field.value ?? null}
            onChange={(gender) => field.onChange(gender ?? undefined)}
            onBlur={field.onBlur}
            clearable
          />
        )}
      />
    </FormModal>
  );
}
