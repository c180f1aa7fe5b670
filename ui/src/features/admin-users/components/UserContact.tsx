import { Anchor, Group } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import type { UserProfile } from '@lavado/shared/identity/user.schemas';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { EnabledBadge } from '../../../lib/table/EnabledBadge';
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
  return <EnabledBadge enabled={user.enable === 1} label={stateLabel(user.enable)} />;
}
