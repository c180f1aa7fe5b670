import { Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { loginMessages } from '@lavado/shared/messages/auth';
import { appMessages, commonMessages } from '@lavado/shared/messages/common';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { VersionText } from '../../../lib/components/VersionText';
import { showDialog, showSuccessToast } from '../../../lib/dialogs/dialogs';
import { useSessionStore } from '../../../lib/session/sessionStore';
import { landingPathFor, loginBody, sessionFrom, useLogin } from '../api/login';
import { credentialsFrom, missingLoginField } from './loginForm';

const texts = loginMessages;

export function LoginPage() {
  const navigate = useNavigate();
  const signIn = useSessionStore((state) => state.signIn);
  const [passwordVisible, { toggle: togglePasswordVisible }] = useDisclosure(false);
  const login = useLogin();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = credentialsFrom(new FormData(event.currentTarget));
    const missing = missingLoginField(credentials);
    if (missing) {
      showDialog({ kind: 'warning', title: commonMessages.missingFields, message: missing });
      return;
    }
    login.mutate(loginBody(credentials), {
      onSuccess: (response) => {
        signIn(sessionFrom(response));
        showSuccessToast(texts.welcome(response.usuario.nombre));
        void navigate(landingPathFor(response.usuario.role), { replace: true });
      },
      onError: (error) => reportApiFailure(error, commonMessages.errorTitle),
    });
  };

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={400} gap="md">
        <Stack gap={4} align="center">
          <Title order={1}>{appMessages.brand}</Title>
          <Text c="dimmed" ta="center">
            {texts.productDescription}
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Title order={2} size="h3">
                {texts.title}
              </Title>
              <TextInput label={texts.identification} name="identification" autoComplete="username" />
              <PasswordInput
                label={texts.password}
                autoComplete="current-password"
                visible={passwordVisible}
                onVisibilityChange={togglePasswordVisible}
                visibilityToggleButtonProps={{ 'aria-label': passwordVisible ? texts.hidePassword : texts.showPassword }}
                name="password"
              />
              <Button type="submit" fullWidth loading={login.isPending}>
                {texts.submit}
              </Button>
              <Anchor component={Link} to={paths.recovery} size="sm" ta="center">
                {texts.forgotPassword}
              </Anchor>
            </Stack>
          </form>
        </Paper>
        <Center>
          <VersionText />
        </Center>
      </Stack>
    </Center>
  );
}
