import { Anchor, Badge, Group } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import type { UserProfile } from '@lavado/shared/identity/user.schemas';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { phoneLabel, stateLabel, userChatLink } from './userLabels';

/** The phone with +56, opening a chat with a prefilled greeting. */
export function PhoneChatLink({ user }: { user: UserProfile }) {
  if (user.phone === null) return null;
  const phone = phoneLabel(user.phone);
  return (
    <Anchor
      href={userChatLink(user, user.phone)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={uiMessages.admin.users.openChat(phone)}
      size="sm"
      style={{ whiteSpace: 'nowrap' }}
    >
      <Group gap={6} wrap="nowrap">
        <IconBrandWhatsapp size={16} />
        {phone}
      </Group>
    </Anchor>
  );
}

export function StateBadge({ user }: { user: UserProfile }) {
  return (
    // A visible label keeps the badge as wide as its text in a tight table column.
    <Badge color={user.enable === 1 ? 'teal' : 'gray'} variant="light" tt="none" styles={{ label: { overflow: 'visible' } }}>
      {stateLabel(user.enable)}
    </Badge>
  );
}
