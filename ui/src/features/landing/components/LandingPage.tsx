import { Center, Stack, Text, Title } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';

export function LandingPage() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="xs">
        <Title order={1} ta="center">
          {uiMessages.landing.title}
        </Title>
        <Text size="lg" c="dimmed" ta="center">
          {uiMessages.landing.subtitle}
        </Text>
      </Stack>
    </Center>
  );
}
