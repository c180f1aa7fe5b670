import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import { IconRefresh } from '@tabler/icons-react';
import { PageLoader } from '../../../lib/components/PageLoader';
import { TitledPage } from '../../../lib/components/TitledPage';
import { useMails } from '../api/mailsApi';
import { MailsTable } from './MailsTable';

const texts = uiMessages.admin.mails;

/**
 * The outbox: every mail the platform wrote, sent or still pending, with its link. Without an SMTP
 * server this is where invitation and recovery links can be followed.
 */
export function MailsPage() {
  const { data: mails, isPending, isError, isFetching, refetch } = useMails();
  return (
    <TitledPage title={texts.title}>
      <Group justify="flex-end">
        <Button variant="default" leftSection={<IconRefresh size={18} />} loading={isFetching && !isPending} onClick={() => void refetch()}>
          {texts.refresh}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="xs">
        {isPending && <PageLoader />}
        {isError && (
          <Stack align="center" py="xl" gap="sm">
            <Text c="dimmed">{texts.loadFailed}</Text>
          </Stack>
        )}
        {!isError && mails && <MailsTable mails={mails} />}
      </Paper>
    </TitledPage>
  );
}
