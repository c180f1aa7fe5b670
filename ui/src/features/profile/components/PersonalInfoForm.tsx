import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { profileMessages } from '@lavado/shared/messages/accounts';
import { commonMessages } from '@lavado/shared/messages/common';
import { profileInputSchema, type ProfileInput, type UserProfile } from '@lavado/shared/identity/user.schemas';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { ADD_RUT_PARAM } from '../../../app/paths';
import { FormActions } from '../../../lib/forms/FormActions';
import { PhoneInput } from '../../../lib/forms/PhoneInput';
import { commandOutcome } from '../../../lib/forms/commandOutcome';
import { useUpdateProfile, type ProfileUpdate } from '../api/profileApi';
import { RutInput } from '../../../lib/forms/RutInput';
import { personalInfoOf, rutEditable } from './profileDisplay';
import { normalizeRut } from '@lavado/shared/validation/rut';

const texts = profileMessages;

interface PersonalInfoFormProps {
  profile: UserProfile;
  organizationId: string | null;
  /** Reads the profile again from the server. */
  onReload: () => void;
}

/** Read-only until Modificar; Cancelar reloads the profile, Guardar saves it (docs/specification.md#states-and-transitions). */
export function PersonalInfoForm({ profile, organizationId, onReload }: PersonalInfoFormProps) {
  // The board's 'Necesita identificación' sends a user without a RUT here, the form open to add it.
  const [searchParams] = useSearchParams();
  const [editing, setEditing] = useState(() => searchParams.get(ADD_RUT_PARAM) !== null && profile.identification === null);
  const [current, setCurrent] = useState('');
  const { register, handleSubmit, reset, formState, watch, setValue } = useForm<ProfileInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileInputSchema),
    defaultValues: personalInfoOf(profile),
    mode: 'onTouched',
  });
  const updateProfile = useUpdateProfile();
  const { errors } = formState;

  // Out of editing, the form shows the profile as last read (after Cancelar, Guardar or a push).
  useEffect(() => {
    if (!editing) {
      reset(personalInfoOf(profile));
      setCurrent('');
    }
  }, [editing, profile, reset]);
  // The e-mail and the RUT are ways to sign in: the server asks for the password to change them.
  const rutChanged =
    editing && (normalizeRut(String(watch('identification') ?? '')) ?? '') !== (normalizeRut(profile.identification ?? '') ?? '');
  const emailChanged = editing && watch('email').trim().toLowerCase() !== profile.email.toLowerCase();
  const needsPassword = rutChanged || emailChanged;

  const cancel = () => {
    setEditing(false);
    onReload();
  };

  const save = handleSubmit(({ identification, ...user }) =>
    updateProfile.mutate(
      {
        organizationId,
        user: { ...user, ...(rutChanged && identification ? { identification } : {}) },
        ...(needsPassword ? { current } : {}),
      },
      commandOutcome({ successTitle: texts.updatedTitle, successMessage: ({ msg }) => msg, afterSuccess: () => setEditing(false) }),
    ),
  );

  const readOnly = !editing;
  // Read-only fields look filled, so that Modificar visibly unlocks them.
  const fieldVariant = readOnly ? 'filled' : 'default';
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <Title order={3} size="h4">
            {texts.personalInfo}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={texts.fields.firstName}
              readOnly={readOnly}
              variant={fieldVariant}
              required={editing}
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextInput
              label={texts.fields.lastName}
              readOnly={readOnly}
              variant={fieldVariant}
              required={editing}
              error={errors.secondName?.message}
              {...register('secondName')}
            />
            <TextInput
              label={texts.fields.email}
              type="email"
              autoComplete="email"
              readOnly={readOnly}
              variant={fieldVariant}
              required={editing}
              error={errors.email?.message}
              {...register('email')}
            />
            <PhoneInput
              label={texts.fields.phone}
              readOnly={readOnly}
              variant={fieldVariant}
              required={editing}
              error={errors.phone?.message}
              {...register('phone')}
            />
            {rutEditable(profile.identification) && (
              <RutInput
                register={register}
                setValue={setValue}
                required={false}
                readOnly={readOnly}
                variant={fieldVariant}
                description={editing ? texts.fields.rutHint : undefined}
                error={errors.identification?.message}
              />
            )}
          </SimpleGrid>
          {needsPassword && (
            <PasswordInput
              label={texts.fields.currentPasswordForEmail}
              autoComplete="current-password"
              required
              value={current}
              onChange={(event) => setCurrent(event.currentTarget.value)}
            />
          )}
          {editing ? (
            <FormActions
              submitLabel={commonMessages.save}
              onCancel={cancel}
              canSubmit={formState.isValid && (!needsPassword || current.length > 0)}
              submitting={updateProfile.isPending}
            />
          ) : (
            <Group justify="flex-end">
              <Button variant="light" onClick={() => setEditing(true)}>
                {commonMessages.modify}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
