import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { passwordMessages, resetMessages } from '@lavado/shared/messages/auth';
import { commonMessages } from '@lavado/shared/messages/common';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { paths } from '../../../app/paths';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { newPasswordFields, withMatchingConfirmation } from '../../../lib/password/newPasswordForm';
import { NewPasswordInputs } from '../../../lib/password/NewPasswordInputs';
import { openAuthPage } from '../../../lib/session/openAuthPage';
import { useResetPassword } from '../api/recoveryApi';
import { AccountCard } from './AccountCard';
import { useLinkToken } from './useLinkToken';

const texts = resetMessages;

const resetFormSchema = withMatchingConfirmation(newPasswordFields);
type ResetFormValues = z.infer<typeof resetFormSchema>;

/** Sets a new password through a mailed link: recovery, or the invitation of a new account. */
export function ResetPage() {
  const linkToken = useLinkToken();
  return linkToken && <ResetForm linkToken={linkToken} />;
}

function ResetForm({ linkToken }: { linkToken: string }) {
  const { register, handleSubmit, formState } = useForm<ResetFormValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { newPassword: '', confirmation: '' },
    mode: 'onTouched',
  });
  const resetPassword = useResetPassword(linkToken);
  const { errors, touchedFields } = formState;

  const submit = handleSubmit(({ newPassword }) =>
    resetPassword.mutate(
      { password: newPassword },
      {
        onSuccess: ({ user }) => {
          openAuthPage(paths.login, {
            notice: { kind: 'success', title: passwordMessages.changedTitle, message: `${texts.done(user.nombre)} ${user.ingreso}` },
          });
        },
        onError: (error) => reportApiFailure(error, commonMessages.errorTitle),
      },
    ),
  );

  return (
    <AccountCard title={texts.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NewPasswordInputs
            newPassword={register('newPassword', { deps: 'confirmation' })}
            confirmation={register('confirmation')}
            errors={errors}
            confirmationTouched={touchedFields.confirmation === true}
          />
          <Group justify="space-between">
            <Button component="a" href={paths.login} variant="default">
              {commonMessages.back}
            </Button>
            <Button type="submit" disabled={!formState.isValid} loading={resetPassword.isPending}>
              {texts.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountCard>
  );
}
