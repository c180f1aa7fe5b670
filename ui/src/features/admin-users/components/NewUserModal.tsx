import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { newUserSchema, type NewUserInput } from '@lavado/shared/identity/user.schemas';
import { uiMessages } from '@lavado/shared/messages/ui';
import type { Organization } from '@lavado/shared/organizations/organization.schemas';
import { Controller, useForm } from 'react-hook-form';
import { useIdempotencyKey } from '../../../lib/api/idempotencyKey';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { showDialog } from '../../../lib/dialogs/dialogs';
import { useCreateUser, type NewUser } from '../api/usersApi';
import { assignableRoles, emptyNewUser } from './newUserForm';

const texts = uiMessages.admin.users;
const PHONE_DIGITS = 9;

const roleOptions = assignableRoles.map((role) => ({ value: role, label: `${role} ${uiMessages.roles[role]}` }));
const genderOptions = (['M', 'F'] as const).map((gender) => ({ value: gender, label: uiMessages.genders[gender] }));

interface NewUserModalProps {
  opened: boolean;
  onClose: () => void;
  organizations: readonly Organization[];
}

/** Every field but the gender is required; Crear stays disabled until the shared schema accepts them. */
export function NewUserModal({ opened, onClose, organizations }: NewUserModalProps) {
  const { register, control, handleSubmit, reset, formState } = useForm<NewUserInput, unknown, NewUser>({
    resolver: zodResolver(newUserSchema),
    defaultValues: emptyNewUser,
    mode: 'onTouched',
  });
  const createUser = useCreateUser();
  const { idempotencyKeyFor, forget } = useIdempotencyKey();
  const { errors } = formState;

  const close = () => {
    reset(emptyNewUser);
    onClose();
  };

  const submit = handleSubmit((user) =>
    createUser.mutate(
      { user, idempotencyKey: idempotencyKeyFor(user) },
      {
        onSuccess: () => {
          forget();
          showDialog({ kind: 'success', title: uiMessages.success.created, message: uiMessages.success.userCreated });
          close();
        },
        onError: (error) => reportApiFailure(error, uiMessages.common.errorTitle),
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={close} title={texts.newUser} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label={texts.form.firstName} required error={errors.firstName?.message} {...register('firstName')} />
            <TextInput label={texts.form.secondName} required error={errors.secondName?.message} {...register('secondName')} />
          </SimpleGrid>
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
          <TextInput
            label={texts.form.phone}
            type="tel"
            inputMode="numeric"
            maxLength={PHONE_DIGITS}
            leftSection={uiMessages.employees.phonePrefix}
            leftSectionWidth={48}
            required
            error={errors.phone?.message}
            {...register('phone')}
          />
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
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {uiMessages.common.cancel}
            </Button>
            <Button type="submit" disabled={!formState.isValid} loading={createUser.isPending}>
              {texts.form.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
