import { Box, Overlay, Paper, Text, Title } from '@mantine/core';
import { adminMessages } from '@lavado/shared/messages/admin';
import { TitledPage } from '../../../lib/components/TitledPage';

const texts = adminMessages.services;

/**
 * Services is a placeholder (docs/specification.md#admin-services): its heading stays under a "not available" overlay, as
 * Bookings does.
 */
export function ServicesPage() {
  return (
    <TitledPage title={texts.title}>
      <Box pos="relative">
        <Paper withBorder p="xl" mih={320}>
          <Title order={3}>{texts.heading}</Title>
        </Paper>
        {/* Above the page only: the app shell's header and menu keep their place on top. */}
        <Overlay color="#000" backgroundOpacity={0.55} blur={2} radius="md" zIndex={1} center>
          <Paper px="xl" py="md" shadow="md">
            <Text fw={700} fz="xl">
              {texts.unavailable}
            </Text>
          </Paper>
        </Overlay>
      </Box>
    </TitledPage>
  );
}
