import { Box, Center, Overlay, Paper, Text, Title } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';

/** Bookings is an inactive module: its heading stays visible under a "not available" overlay. */
export function BookingsPage() {
  return (
    <Box pos="relative" mih={320}>
      <Paper withBorder p="xl" mih={320}>
        <Title order={2}>{uiMessages.bookings.title}</Title>
      </Paper>
      <Overlay color="#000" backgroundOpacity={0.55} blur={2} radius="md" center>
        <Center>
          <Text c="white" fw={700} fz="xl">
            {uiMessages.bookings.unavailable}
          </Text>
        </Center>
      </Overlay>
    </Box>
  );
}
