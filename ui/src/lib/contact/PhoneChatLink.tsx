import { Anchor, Group } from '@mantine/core';
import { contactMessages } from '@lavado/shared/messages/common';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { greetingChatLink, phoneLabel } from './phone';

/** The phone with +56, opening a chat with a prefilled greeting. */
export function PhoneChatLink({ phone, firstName }: { phone: number; firstName: string }) {
  const label = phoneLabel(phone);
  return (
    <Anchor
      href={greetingChatLink(phone, firstName)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={contactMessages.openChat(label)}
      size="sm"
      style={{ whiteSpace: 'nowrap' }}
    >
      <Group gap={6} wrap="nowrap">
        <IconBrandWhatsapp size={16} />
        {label}
      </Group>
    </Anchor>
  );
}
