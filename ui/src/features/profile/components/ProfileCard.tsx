import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { profileMessages } from '@lavado/shared/messages/accounts';
import type { UserProfile } from '@lavado/shared/identity/user.schemas';
import { LocalAvatar } from './LocalAvatar';
import { fullName } from '@lavado/shared/identity/full-name';
import { registeredOn } from './profileDisplay';

const texts = profileMessages;

/** Who the user is: picture, name, organization, registration date and country. */
export function ProfileCard({ profile }: { profile: UserProfile }) {
  const name = fullName(profile);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <LocalAvatar name={name} />
        <Stack gap={0} align="center">
          <Title order={3} ta="center">
            {name}
          </Title>
          {profile.organizationName && (
            <Text c="dimmed" ta="center">
              {profile.organizationName}
            </Text>
          )}
        </Stack>
        <Divider />
        <Detail label={texts.registered} value={registeredOn(profile.createdAt)} />
        <Detail label={texts.countryLabel} value={texts.country} />
      </Stack>
    </Paper>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Group>
  );
}
