import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { adminMessages } from '@lavado/shared/messages/admin';
import { passwordLinkMessages } from '@lavado/shared/messages/accounts';
import { commonMessages, successMessages } from '@lavado/shared/messages/common';
import { IconExternalLink, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { PageLoader } from '../../../lib/components/PageLoader';
import { TitledPage } from '../../../lib/components/TitledPage';
import { ListPanel } from '../../../lib/table/ListPanel';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { PasswordLinkActions } from '../../../lib/accounts/passwordLinkDialog';
import { useMails, useResendMail } from '../api/mailsApi';
import { MailsTable } from './MailsTable';

const texts = adminMessages.mails;

/**
 * The outbox: every mail the platform wrote, sent or still pending, and whether its set-password
 * link is pending, used or expired. The links themselves are never listed (they carry a token);
 * the SA can send a fresh one, and without an SMTP server sees that fresh link once, here.
 */
export function MailsPage() {
  const { data: mails, isPending, isError, isFetching, refetch } = useMails();
  const resend = useResendMail();
  const [fresh, setFresh] = useState<{ msg: string; link: string | null } | null>(null);

  const resendFor = (id: string) =>
    resend.mutate(
      { id },
      {
        onSuccess: ({ msg, link }) => setFresh({ msg, link }),
        onError: (error) => reportApiFailure(error, commonMessages.errorTitle),
      },
    );

  return (
    <TitledPage title={texts.title}>
      <Group justify="flex-end">
        <Button variant="default" leftSection={<IconRefresh size={18} />} loading={isFetching && !isPending} onClick={() => void refetch()}>
          {texts.refresh}
        </Button>
      </Group>
      <ListPanel>
        {isPending && <PageLoader />}
        {isError && (
          <Stack align="center" py="xl" gap="sm">
            <Text c="dimmed">{texts.loadFailed}</Text>
          </Stack>
        )}
        {!isError && mails && (
          <MailsTable
            mails={mails}
            onResend={(mail) => resendFor(mail.id)}
            resending={resend.isPending ? (resend.variables?.id ?? null) : null}
          />
        )}
      </ListPanel>
      <Modal
        opened={fresh !== null}
        onClose={() => setFresh(null)}
        title={fresh?.link ? passwordLinkMessages.title : successMessages.mailSent}
        centered
      >
        {fresh && (
          <Stack gap="sm">
            <Text>{fresh.msg}</Text>
            {fresh.link && (
              <>
                {/* The link carries a password token: no referrer may leak it to the page it opens. */}
                <Anchor href={fresh.link} target="_blank" rel="noopener noreferrer">
                  {texts.openLink} <IconExternalLink size={14} style={{ verticalAlign: 'middle' }} />
                </Anchor>
                <Text size="sm" c="dimmed">
                  {texts.linkShownOnce}
                </Text>
                <PasswordLinkActions link={fresh.link} recipient={{}} />
              </>
            )}
            <Group justify="flex-end">
              <Button onClick={() => setFresh(null)}>{commonMessages.ok}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </TitledPage>
  );
}
