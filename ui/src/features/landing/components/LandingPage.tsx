import { Center, Stack, Text, Title } from '@mantine/core';
import { landingMessages } from '@lavado/shared/messages/placeholders';

export function LandingPage() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="xs">
        <Title order={1} ta="center">
          {landingMessages.title}
        </Title>
        <Text size="lg" c="dimmed" ta="center">
          {landingMessages.subtitle}
        </Text>
      </Stack>
    </Center>
  );
}
