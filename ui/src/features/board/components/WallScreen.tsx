import { ActionIcon, Box, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { boardMessages } from '@lavado/shared/messages/board';
import { commonMessages } from '@lavado/shared/messages/common';
import { IconMinimize } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { shortTime } from '../../../lib/format/dates';
import { LiveIndicator } from '../../../lib/realtime/LiveIndicator';
import { useStateThresholds, useWallScreenBoard } from '../api/boardApi';
import { BoardLanes } from './BoardLanes';
import { formatBoardDate } from './localClock';
import { useLocalClock } from './useLocalClock';
import { useScreenWakeLock } from './useScreenWakeLock';

const texts = boardMessages;

/** Covers the app's navigation, exactly the screen's size: the lanes scroll inside it, never the page. */
const wallStyle: CSSProperties = { position: 'fixed', inset: 0, zIndex: 150, display: 'flex', flexDirection: 'column', overflow: 'hidden' };

/**
 * The board for a TV nobody touches: lanes by state in type readable from across the room, a live
 * clock, whether it is live, awake. It reads only what it shows (`wallScreen/getBoard`). It reconnects and converges by itself (realtime session), and its
 * board read every few minutes keeps the session from going idle (WALL_SCREEN_KEEP_ALIVE_MS).
 * `onExit` is absent where there is nothing to go back to (a wall-screen link).
 */
export function WallScreen({ onExit, title = texts.title }: { onExit?: () => void; title?: string }) {
  const clock = useLocalClock();
  const board = useWallScreenBoard({ today: clock.date });
  const thresholds = useStateThresholds();
  useScreenWakeLock();

  return (
    <Box style={wallStyle} bg="dark.8" p={{ base: 'md', md: 'xl' }} data-testid="wall-screen">
      <Group justify="space-between" align="center" mb="lg" wrap="nowrap">
        <Stack gap={0}>
          <Title order={1} c="white" fz={{ base: 36, md: 56 }} lh={1.1}>
            {title}
          </Title>
          <Text c="gray.3" fz={{ base: 20, md: 30 }}>
            {formatBoardDate(clock.date)}
          </Text>
        </Stack>
        <Group gap="xl" wrap="nowrap">
          <Text c="white" fw={700} fz={{ base: 40, md: 72 }} lh={1} ff="monospace" role="timer" aria-live="off">
            {shortTime(clock.time)}
          </Text>
          <LiveIndicator size="xl" />
          {onExit && (
            <ActionIcon variant="light" color="gray" size="xl" aria-label={texts.wallScreen.exit} onClick={onExit}>
              <IconMinimize />
            </ActionIcon>
          )}
        </Group>
      </Group>
      {board.data ? (
        <BoardLanes board={board.data} clock={clock} thresholds={thresholds} emptyText={texts.empty} wall />
      ) : (
        <Loader color="gray" size="xl" mx="auto" display="block" aria-label={commonMessages.loading} />
      )}
    </Box>
  );
}
