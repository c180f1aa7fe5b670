import { ActionIcon, Box, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import { IconMinimize } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { shortTime } from '../../../lib/format/dates';
import { LiveIndicator } from '../../../lib/realtime/LiveIndicator';
import { useLiveBoard } from '../api/boardApi';
import { formatBoardDate } from './localClock';
import { TicketGrid } from './TicketGrid';
import { useLocalClock } from './useLocalClock';
import { useScreenWakeLock } from './useScreenWakeLock';

const texts = uiMessages.board;

/** Covers the app's navigation; dialogs (and the maintenance overlay) still open above it. */
const wallStyle: CSSProperties = { position: 'fixed', inset: 0, zIndex: 150, overflowY: 'auto' };

/**
 * The board for a TV nobody touches: large type, no navigation, whether it is live, awake. It
 * reconnects and converges by itself (realtime session), and its board read every few minutes
 * keeps the session from going idle (WALL_SCREEN_KEEP_ALIVE_MS).
 */
export function WallScreen({ onExit }: { onExit: () => void }) {
  const clock = useLocalClock();
  const board = useLiveBoard({ today: clock.date, keepSessionAlive: true });
  useScreenWakeLock();

  return (
    <Box style={wallStyle} bg="dark.8" p={{ base: 'md', md: 'xl' }} data-testid="wall-screen">
      <Group justify="space-between" align="flex-start" mb="xl" wrap="nowrap">
        <Stack gap={4}>
          <Title order={1} c="white" fz={{ base: 36, md: 56 }}>
            {texts.title}
          </Title>
          <Text c="gray.3" fz={{ base: 20, md: 30 }}>
            {formatBoardDate(clock.date)} · {shortTime(clock.time)}
          </Text>
        </Stack>
        <Group gap="md" wrap="nowrap">
          <LiveIndicator size="xl" />
          <ActionIcon variant="light" color="gray" size="xl" aria-label={texts.wallScreen.exit} onClick={onExit}>
            <IconMinimize />
          </ActionIcon>
        </Group>
      </Group>
      {board.data ? (
        <TicketGrid tickets={board.data} now={clock} emptyText={texts.empty} large />
      ) : (
        <Loader color="gray" size="xl" mx="auto" display="block" aria-label={uiMessages.common.loading} />
      )}
    </Box>
  );
}
