import { Button, CopyButton, Group, Stack, TextInput } from '@mantine/core';
import { passwordLinkMessages } from '@lavado/shared/messages/accounts';
import { chatLink } from '@lavado/shared/validation/contact';
import { IconBrandWhatsapp, IconCheck, IconCopy } from '@tabler/icons-react';
import { showDialog } from '../dialogs/dialogs';

const texts = passwordLinkMessages;

interface LinkRecipient {
  /** Whom the link is for, by first name, when known. */
  firstName?: string | undefined;
  /** Their phone (9 digits): WhatsApp opens their chat; without it, WhatsApp asks whom to send it to. */
  phone?: number | undefined;
}

/** The WhatsApp link that carries the set-password link: to the person's chat, or to a chat WhatsApp lets one pick. */
export function passwordLinkChat(link: string, { firstName, phone }: LinkRecipient): string {
  const text = firstName ? texts.whatsAppText(firstName, link) : texts.whatsAppTextUnnamed(link);
  return phone ? chatLink(phone, text) : `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** The link itself, Copiar enlace and Enviar por WhatsApp. */
export function PasswordLinkActions({ link, recipient }: { link: string; recipient: LinkRecipient }) {
  return (
    <Stack gap="sm">
      <TextInput label={texts.linkLabel} value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
      <Group grow preventGrowOverflow={false} wrap="wrap">
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              onClick={copy}
            >
              {copied ? texts.copied : texts.copy}
            </Button>
          )}
        </CopyButton>
        <Button
          component="a"
          href={passwordLinkChat(link, recipient)}
          target="_blank"
          rel="noopener noreferrer"
          color="green"
          variant="light"
          leftSection={<IconBrandWhatsapp size={18} />}
        >
          {texts.whatsApp}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * What a created account or a fresh link tells the SA or AD: with no mail service, 'Enlace generado'
 * and the link to hand over (never 'Correo Enviado!': nothing was sent); otherwise the usual success.
 */
export function showPasswordLinkOutcome({
  link,
  recipient,
  fresh,
  mailed,
}: {
  link: string | null;
  recipient: LinkRecipient;
  /** A new link for an existing account (the message says the old one stops working). */
  fresh: boolean;
  /** The success dialog when the link went by mail. */
  mailed: { title: string; message: string };
}): void {
  if (link === null) {
    showDialog({ kind: 'success', ...mailed });
    return;
  }
  showDialog({
    kind: 'success',
    title: texts.title,
    message: fresh ? texts.noMailFresh : texts.noMailInvite(recipient.firstName ?? ''),
    next: <PasswordLinkActions link={link} recipient={recipient} />,
  });
}
