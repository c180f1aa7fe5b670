import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import type { UserProfile } from '@lavado/shared/identity/user.schemas';
import { IconLock, IconLockOpen, IconTrash } from '@tabler/icons-react';

const texts = uiMessages.admin.users;

export interface UserActionHandlers {
  onToggleState: (user: UserProfile) => void;
  onDelete: (user: UserProfile) => void;
}

/** Block or unblock, and delete. Labels name the action only: the row or card says which user. */
export function UserActions({ user, onToggleState, onDelete }: UserActionHandlers & { user: UserProfile }) {
  const enabled = user.enable === 1;
  const toggleLabel = enabled ? texts.block : texts.unblock;
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Tooltip label={toggleLabel}>
        <ActionIcon variant="light" color={enabled ? 'orange' : 'teal'} aria-label={toggleLabel} onClick={() => onToggleState(user)}>
          {enabled ? <IconLock size={18} /> : <IconLockOpen size={18} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={texts.delete}>
        <ActionIcon variant="light" color="red" aria-label={texts.delete} onClick={() => onDelete(user)}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
