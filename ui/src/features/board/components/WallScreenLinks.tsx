import { Alert, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { boardLaneMessages } from '@lavado/shared/messages/board';
import { commonMessages } from '@lavado/shared/messages/common';
import { IconCopy, IconDeviceTv } from '@tabler/icons-react';
import { useState } from 'react';
import { generatePath } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { confirmAction, showSuccessToast } from '../../../lib/dialogs/dialogs';
import { shortDateTime } from '../../../lib/format/instants';
import { useCreateWallScreenLink, useRevokeWallScreenLink, useWallScreenLinks } from '../api/wallScreenLinksApi';

const texts = boardLaneMessages.wallLink;

/** The address a TV opens; shown once, right after the link is created. */
const linkAddress = (token: string) => `${window.location.origin}${generatePath(paths.wallScreenLink, { token })}`;

/** The AD's "Pantalla" section: read-only board links for TVs, each revocable. */
export function WallScreenLinks() {
  const links = useWallScreenLinks();
  const create = useCreateWallScreenLink();
  const revoke = useRevokeWallScreenLink();
  const [shown, setShown] = useState<string | null>(null);

  const createLink = () =>
    create.mutate(
      {},
      {
        onSuccess: (answer) => setShown(linkAddress(answer.token)),
        onError: (error) => reportApiFailure(error, commonMessages.errorTitle),
      },
    );
  const revokeLink = (id: string) =>
    confirmAction({
      title: texts.confirmRevokeTitle,
      message: texts.confirmRevoke,
      confirmLabel: texts.revoke,
      destructive: true,
      onConfirm: () =>
        revoke.mutate(
          { id },
          {
            onSuccess: () => showSuccessToast(texts.revoked),
            onError: (error) => reportApiFailure(error, commonMessages.errorTitle),
          },
        ),
    });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="wall-screen-links-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4" id="wall-screen-links-title">
              {texts.section}
            </Title>
            <Text size="sm" c="dimmed">
              {texts.hint}
            </Text>
          </Stack>
          <Button leftSection={<IconDeviceTv size={18} />} onClick={createLink} loading={create.isPending}>
            {texts.create}
          </Button>
        </Group>
        {shown && (
          <Alert color="teal" title={texts.created} onClose={() => setShown(null)} withCloseButton>
            <Stack gap="xs">
              <Text size="sm">{texts.showOnce}</Text>
              <Group gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  readOnly
                  value={shown}
                  aria-label={texts.created}
                  style={{ flex: 1 }}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <CopyButton value={shown}>
                  {({ copied, copy }) => (
                    <Button variant="light" leftSection={<IconCopy size={16} />} onClick={copy}>
                      {copied ? texts.copied : texts.copy}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          </Alert>
        )}
        {links.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {texts.none}
          </Text>
        )}
        {links.data?.map((link) => (
          <Group key={link.id} justify="space-between" data-testid="wall-screen-link">
            <Text size="sm">{texts.active(shortDateTime(link.createdAt))}</Text>
            <Button
              variant="light"
              color="red"
              size="sm"
              onClick={() => revokeLink(link.id)}
              loading={revoke.isPending && revoke.variables.id === link.id}
            >
              {texts.revoke}
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
