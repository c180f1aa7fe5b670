import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { profileMessages } from '@lavado/shared/messages/accounts';
import { passwordMessages } from '@lavado/shared/messages/auth';
import { commonMessages } from '@lavado/shared/messages/common';
import { setPasswordBody } from '@lavado/shared/identity/user.schemas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { paths } from '../../../app/paths';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { newPasswordFields, withMatchingConfirmation } from '../../../lib/password/newPasswordForm';
import { NewPasswordInputs } from '../../../lib/password/NewPasswordInputs';
import { PasswordField } from '../../../lib/password/PasswordField';
import { logout } from '../../../lib/session/logout';
import { openAuthPage } from '../../../lib/session/openAuthPage';
import { useChangePassword } from '../api/profileApi';

const texts = passwordMessages;

const passwordChangeSchema = withMatchingConfirmation(newPasswordFields.extend({ current: setPasswordBody.shape.current }));
type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;

const emptyPasswordChange: PasswordChangeValues = { current: '', newPassword: '', confirmation: '' };

/** Current password, new one and its confirmation; once changed, every session is over: logout. */
export function PasswordChangeForm({ organizationId }: { organizationId: string | null }) {
  const { register, handleSubmit, formState } = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: emptyPasswordChange,
    mode: 'onTouched',
  });
  const changePassword = useChangePassword(({ msg }) => {
    // The session's socket may have announced the end first, leaving 'Sesión expirada!' for the login page: the change explains it better.
    void logout().then(() => openAuthPage(paths.login, { notice: { kind: 'success', title: texts.changedTitle, message: msg } }));
  });
  const { errors, touchedFields } = formState;

  const submit = handleSubmit(({ current, newPassword }) =>
    changePassword.mutate(
      { organizationId, current, newPass: newPassword },
      { onError: (error) => reportApiFailure(error, commonMessages.error) },
    ),
  );

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          <Title order={3} size="h4">
            {profileMessages.passwordTitle}
          </Title>
          <PasswordField
            label={texts.current}
            autoComplete="current-password"
            required
            error={errors.current?.message}
            {...register('current')}
          />
          <NewPasswordInputs
            newPassword={register('newPassword', { deps: 'confirmation' })}
            confirmation={register('confirmation')}
            errors={errors}
            confirmationTouched={touchedFields.confirmation === true}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={!formState.isValid} loading={changePassword.isPending}>
              {profileMessages.changePassword}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
