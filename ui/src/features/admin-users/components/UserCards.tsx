import { Card, Group, Stack, Text } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import type { UserProfile } from '@lavado/shared/identity/user.schemas';
import type { ReactNode } from 'react';
import type { BlockAndDeleteHandlers } from '../../../lib/table/BlockAndDeleteActions';
import { UserActions } from './UserActions';
import { StateBadge, UserPhone } from './UserContact';
import { fullName } from '@lavado/shared/identity/full-name';
import { genderLabel, roleLabel } from './userLabels';
import classes from './usersPrint.module.css';

const texts = uiMessages.admin.users;
/** Every value starts at the same place; a long label wraps rather than pushing its value aside. */
const LABEL_WIDTH = 112;

interface UserCardsProps extends BlockAndDeleteHandlers<UserProfile> {
  users: readonly UserProfile[];
}

/** The registry on narrow screens: one card per user instead of a table too wide to read. */
export function UserCards({ users, ...handlers }: UserCardsProps) {
  return (
    <Stack gap="sm">
      {users.map((user) => (
        <Card key={user.id} withBorder radius="md" padding="sm" component="article" aria-label={fullName(user)}>
          <Group justify="space-between" wrap="nowrap" mb="xs">
            <Text fw={600}>{fullName(user)}</Text>
            <StateBadge user={user} />
          </Group>
          <Stack gap={4}>
            <Field label={texts.columns.email}>{user.email}</Field>
            {user.phone !== null && (
              <Field label={texts.columns.phone}>
                <UserPhone user={user} />
              </Field>
            )}
            <Field label={texts.columns.role}>{roleLabel(user)}</Field>
            {user.gender !== null && <Field label={texts.columns.gender}>{genderLabel(user)}</Field>}
            {user.organizationName !== null && <Field label={texts.columns.organization}>{user.organizationName}</Field>}
          </Stack>
          <Group justify="flex-end" mt="xs" className={classes.screenOnly}>
            <UserActions user={user} {...handlers} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={LABEL_WIDTH} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
