import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { recoveryMessages } from '@lavado/shared/messages/auth';
import { commonMessages, successMessages } from '@lavado/shared/messages/common';
import { recoveryBody } from '@lavado/shared/identity/user.schemas';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { showDialog } from '../../../lib/dialogs/dialogs';
import { useRequestRecovery, type RecoveryRequest } from '../api/recoveryApi';
import { AccountCard, AccountCardHint } from './AccountCard';

const texts = recoveryMessages;

/** Asks for a set-password link by identification or e-mail (docs/specification.md#recovery-and-reset). */
export function RecoveryPage() {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<RecoveryRequest>({
    resolver: zodResolver(recoveryBody),
    defaultValues: { user: '' },
  });
  const requestRecovery = useRequestRecovery();

  const submit = handleSubmit((request) =>
    requestRecovery.mutate(request, {
      onSuccess: ({ msg }) => {
        showDialog({ kind: 'success', title: successMessages.mailSent, message: msg });
        void navigate(paths.login, { replace: true });
      },
      onError: (error) => reportApiFailure(error, commonMessages.errorTitle),
    }),
  );

  return (
    <AccountCard title={texts.title}>
      <AccountCardHint>{texts.hint}</AccountCardHint>
      <form onSubmit={submit} noValidate>
        <TextInput label={texts.identification} autoComplete="username" error={formState.errors.user?.message} {...register('user')} />
        <Group justify="space-between" mt="lg">
          <Button component={Link} to={paths.login} variant="default">
            {texts.back}
          </Button>
          <Button type="submit" loading={requestRecovery.isPending}>
            {texts.submit}
          </Button>
        </Group>
      </form>
    </AccountCard>
  );
}
