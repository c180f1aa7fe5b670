import { Box, Overlay, Paper, Text, Title } from '@mantine/core';
import { bookingsMessages } from '@lavado/shared/messages/placeholders';

/** Bookings is an inactive module: its heading stays under a "not available" overlay. */
export function BookingsPage() {
  return (
    <Box pos="relative">
      <Paper withBorder p="xl" mih={320}>
        <Title order={2}>{bookingsMessages.title}</Title>
      </Paper>
      {/* Above the page only: the app shell's header and menu keep their place on top. */}
      <Overlay color="#000" backgroundOpacity={0.55} blur={2} radius="md" zIndex={1} center>
        <Paper px="xl" py="md" shadow="md">
          <Text fw={700} fz="xl">
            {bookingsMessages.unavailable}
          </Text>
        </Paper>
      </Overlay>
    </Box>
  );
}
