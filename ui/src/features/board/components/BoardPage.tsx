import { Alert, Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { bayMessages, boardMessages } from '@lavado/shared/messages/board';
import { IconDeviceTv, IconWifiOff } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadFailure } from '../../../lib/components/LoadFailure';
import { LowFeedbackAlert } from '../../../lib/feedback/LowFeedbackAlert';
import { PageLoader } from '../../../lib/components/PageLoader';
import { TitledPage } from '../../../lib/components/TitledPage';
import { useRealtimeStatus } from '../../../lib/realtime/connectionStore';
import { LiveIndicator } from '../../../lib/realtime/LiveIndicator';
import { useSessionStore } from '../../../lib/session/sessionStore';
import { readTokenUser } from '../../../lib/session/token';
import { useLiveBoard, useStateThresholds } from '../api/boardApi';
import { useOutboxStore } from '../api/boardOutbox';
import { boardWithPendingTaps } from '../api/pendingTaps';
import { useBoardOutbox } from '../api/useBoardOutbox';
import { BoardLanes } from './BoardLanes';
import { CardActionButtons } from './CardActionButtons';
import { CardOutboxNotes } from './CardOutboxNotes';
import { PhoneBoard } from './PhoneBoard';
import { formatBoardDate } from './localClock';
import { PastBoardButton, PastBoardExplorer } from './PastBoard';
import { useLocalClock } from './useLocalClock';
import { WallScreen } from './WallScreen';
import { WallScreenLinks } from './WallScreenLinks';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';

const texts = boardMessages;

/** `/home/board?pantalla=1` opens the wall screen, so a TV can be pointed straight at it. */
export const WALL_SCREEN_PARAM = 'pantalla';

export function BoardPage() {
  const role = useSessionStore((state) => state.session?.role);
  const [searchParams, setSearchParams] = useSearchParams();

  // The super admin belongs to no organization: they look at any organization's past boards.
  if (role === 'SA') {
    return (
      <TitledPage title={texts.title}>
        <PastBoardExplorer chooseOrganization />
      </TitledPage>
    );
  }

  const openWallScreen = () => {
    // Full screen needs the click's user activation; where refused, the wall screen still covers the app.
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
    setSearchParams({ [WALL_SCREEN_PARAM]: '1' });
  };
  const exitWallScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    setSearchParams({});
  };

  return searchParams.get(WALL_SCREEN_PARAM) === '1' ? (
    <WallScreen onExit={exitWallScreen} />
  ) : (
    <TodayBoard canLookBack={role === 'AD'} onOpenWallScreen={openWallScreen} />
  );
}

/** Phones (below Mantine's `sm`): "Mis servicios" first, lanes behind tabs. */
const PHONE_QUERY = '(max-width: 47.99em)';

function TodayBoard({ canLookBack, onOpenWallScreen }: { canLookBack: boolean; onOpenWallScreen: () => void }) {
  const clock = useLocalClock();
  const { data: fresh, dataUpdatedAt, isPending, isError, refetch } = useLiveBoard({ today: clock.date });
  // The first drawing of the cards is a deferred render, which React draws in slices of a few
  // milliseconds (a phone's main thread is never blocked for long); later changes draw at once.
  const drawn = useDeferredValue(fresh !== undefined, false);
  const served = drawn ? fresh : undefined;
  const thresholds = useStateThresholds();
  const token = useSessionStore((state) => state.session?.token);
  const user = useMemo(() => (token ? readTokenUser(token) : null), [token]);
  const userId = user?.id ?? null;
  useBoardOutbox(userId);
  const taps = useOutboxStore((state) => state.taps);
  const pendingCount = taps.filter((tap) => tap.state === 'pending').length;
  // The lanes are memoized: what else this screen follows (the socket's state, the outbox's count)
  // changes without redrawing every card, which on a phone is a long task each time.
  const board = useMemo(() => served && boardWithPendingTaps(served, taps, userId, clock.date), [served, taps, userId, clock.date]);
  const live = useRealtimeStatus() === 'live';
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const actionsOf = useCallback(
    (ticket: Ticket) => (
      <>
        <CardOutboxNotes ticketId={ticket.id} />
        <CardActionButtons ticket={ticket} user={user} />
      </>
    ),
    [user],
  );

  return (
    <TitledPage title={texts.title}>
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Text size="lg" fw={500}>
            {formatBoardDate(clock.date)}
          </Text>
          <LiveIndicator size="md" updatedAt={board ? dataUpdatedAt : undefined} />
        </Group>
        <Group gap="xs">
          {canLookBack && <PastBoardButton />}
          <Button variant="light" leftSection={<IconDeviceTv size={18} />} onClick={onOpenWallScreen}>
            {texts.wallScreen.open}
          </Button>
        </Group>
      </Group>
      {/* Without its socket the board's timers still tick: it must not look live (issue 19). */}
      {board && !live && (
        <Alert color="orange" variant="light" icon={<IconWifiOff size={20} />} p="xs" data-testid="board-not-live">
          {bayMessages.notLive}
          {pendingCount > 0 && ` ${bayMessages.pendingCount(pendingCount)}.`}
        </Alert>
      )}
      <LowFeedbackAlert />
      {(isPending || (fresh !== undefined && !drawn)) && <PageLoader />}
      {isError && !board && <LoadFailure text={texts.loadFailed} onRetry={() => void refetch()} />}
      {board &&
        (phone ? (
          <PhoneBoard board={board} clock={clock} thresholds={thresholds} emptyText={texts.empty} userId={userId} actionsOf={actionsOf} />
        ) : (
          <BoardLanes board={board} clock={clock} thresholds={thresholds} emptyText={texts.empty} actionsOf={actionsOf} />
        ))}
      {canLookBack && <WallScreenLinks />}
    </TitledPage>
  );
}
