import { ActionIcon, Box, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { boardMessages } from '@lavado/shared/messages/board';
import { commonMessages } from '@lavado/shared/messages/common';
import { IconMinimize } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { shortTime } from '../../../lib/format/dates';
import { LiveIndicator } from '../../../lib/realtime/LiveIndicator';
import { useStateThresholds, useWallScreenBoard } from '../api/boardApi';
import { formatBoardDate } from './localClock';
import { useLocalClock } from './useLocalClock';
import { useScreenWakeLock } from './useScreenWakeLock';
import { WallLanes } from './WallLanes';
import classes from './WallScreen.module.css';
import { wallBadgeStyle, wallUnits } from './wallUnits';

const texts = boardMessages;

/** Covers the app's navigation, exactly the screen's size: the lanes page inside it, the page never scrolls. */
const wallStyle: CSSProperties = { position: 'fixed', inset: 0, zIndex: 150, display: 'flex', flexDirection: 'column', overflow: 'hidden' };

/**
 * The board for a TV nobody touches: lanes by state, page by page, in type readable from 4 m (every
 * text one wall unit or more: 32 px at 1920×1080), a live clock, whether it is live, awake. It reads
 * only what it shows (`wallScreen/getBoard`). It reconnects and converges by itself (realtime
 * session), and its board read every few minutes keeps the session from going idle (WALL_SCREEN_KEEP_ALIVE_MS).
 * `onExit` is absent where there is nothing to go back to (a wall-screen link).
 */
export function WallScreen({ onExit, title = texts.title }: { onExit?: () => void; title?: string }) {
  const clock = useLocalClock();
  const board = useWallScreenBoard({ today: clock.date });
  const thresholds = useStateThresholds();
  useScreenWakeLock();

  return (
    <Box style={wallStyle} className={classes.wall} bg="dark.8" p={wallUnits(0.75)} data-testid="wall-screen">
      <Group justify="space-between" align="center" mb={wallUnits(0.5)} wrap="nowrap">
        <Stack gap={0} miw={0}>
          <Title order={1} c="white" fz={wallUnits(1.75)} lh={1.1} lineClamp={1}>
            {title}
          </Title>
          <Text c="gray.3" fz={wallUnits(1)} lh={1.3}>
            {formatBoardDate(clock.date)}
          </Text>
        </Stack>
        <Group gap={wallUnits(0.75)} wrap="nowrap">
          <Text c="white" fw={700} fz={wallUnits(2.25)} lh={1} ff="monospace" role="timer" aria-live="off">
            {shortTime(clock.time)}
          </Text>
          <LiveIndicator style={{ ...wallBadgeStyle, flexShrink: 0 }} updatedAt={board.data ? board.dataUpdatedAt : undefined} />
          {onExit && (
            <ActionIcon variant="light" color="gray" size={wallUnits(1.6)} aria-label={texts.wallScreen.exit} onClick={onExit}>
              <IconMinimize size="70%" />
            </ActionIcon>
          )}
        </Group>
      </Group>
      {board.data ? (
        <WallLanes board={board.data} clock={clock} thresholds={thresholds} emptyText={texts.empty} />
      ) : (
        <Loader color="gray" size="xl" mx="auto" display="block" aria-label={commonMessages.loading} />
      )}
    </Box>
  );
}
