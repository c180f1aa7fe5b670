import { Button, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { businessMessages } from '@lavado/shared/messages/business';
import type { ShownLogo } from '@lavado/shared/organizations/contact-card';
import { base64OfBytes, inspectLogo, LOGO_CONTENT_TYPES, logoMessages } from '@lavado/shared/organizations/logo-image';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { commandOutcome } from '../../../lib/forms/commandOutcome';
import { useSetLogo } from '../api/businessApi';

const texts = businessMessages.logo;

/**
 * The logo: the current one, a file to replace it and a way to remove it. A file is checked here as
 * the server checks it (its bytes, not its name or declared type), so a wrong one is told at once;
 * the server checks it again.
 */
export function LogoPanel({ logo }: { logo: ShownLogo | null }) {
  const setLogo = useSetLogo();
  const [problem, setProblem] = useState<string | null>(null);
  const outcome = commandOutcome({
    successTitle: businessMessages.savedTitle,
    successMessage: ({ msg }: { msg: string }) => msg,
    afterSuccess: () => setProblem(null),
  });

  const upload = async (file: File | null) => {
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const facts = inspectLogo(bytes);
    if (typeof facts === 'string') {
      setProblem(logoMessages[facts]);
      return;
    }
    setProblem(null);
    setLogo.mutate({ logo: base64OfBytes(bytes) }, outcome);
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={texts.title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {texts.title}
        </Title>
        {logo ? (
          <Image src={logo.src} alt={texts.alt} w={Math.min(logo.width, 160)} fit="contain" radius="sm" />
        ) : (
          <Text c="dimmed">{texts.none}</Text>
        )}
        <Text size="sm" c="dimmed">
          {texts.hint}
        </Text>
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
        <Group gap="xs">
          <FileButton onChange={(file) => void upload(file)} accept={LOGO_CONTENT_TYPES.join(',')}>
            {(props) => (
              <Button {...props} leftSection={<IconPhotoUp size={18} />} loading={setLogo.isPending}>
                {logo ? texts.replace : texts.upload}
              </Button>
            )}
          </FileButton>
          {logo && (
            <Button
              variant="default"
              leftSection={<IconTrash size={18} />}
              disabled={setLogo.isPending}
              onClick={() => setLogo.mutate({ logo: null }, outcome)}
            >
              {texts.remove}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
