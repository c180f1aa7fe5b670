import { Button, Group, Text } from '@mantine/core';
import { boardMessages } from '@lavado/shared/messages/board';
import { IconDeviceTv } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { LoadFailure } from '../../../lib/components/LoadFailure';
import { LowFeedbackAlert } from '../../../lib/feedback/LowFeedbackAlert';
import { PageLoader } from '../../../lib/components/PageLoader';
import { TitledPage } from '../../../lib/components/TitledPage';
import { useSessionStore } from '../../../lib/session/sessionStore';
import { readTokenUser } from '../../../lib/session/token';
import { useLiveBoard, useStateThresholds } from '../api/boardApi';
import { BoardLanes } from './BoardLanes';
import { CardActionButtons } from './CardActionButtons';
import { formatBoardDate } from './localClock';
import { PastBoardButton, PastBoardExplorer } from './PastBoard';
import { useLocalClock } from './useLocalClock';
import { WallScreen } from './WallScreen';
import { WallScreenLinks } from './WallScreenLinks';

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

function TodayBoard({ canLookBack, onOpenWallScreen }: { canLookBack: boolean; onOpenWallScreen: () => void }) {
  const clock = useLocalClock();
  const { data: board, isPending, isError, refetch } = useLiveBoard({ today: clock.date });
  const thresholds = useStateThresholds();
  const token = useSessionStore((state) => state.session?.token);
  const user = token ? readTokenUser(token) : null;

  return (
    <TitledPage title={texts.title}>
      <Group justify="space-between" gap="sm">
        <Text size="lg" fw={500}>
          {formatBoardDate(clock.date)}
        </Text>
        <Group gap="xs">
          {canLookBack && <PastBoardButton />}
          <Button variant="light" leftSection={<IconDeviceTv size={18} />} onClick={onOpenWallScreen}>
            {texts.wallScreen.open}
          </Button>
        </Group>
      </Group>
      <LowFeedbackAlert />
      {isPending && <PageLoader />}
      {isError && !board && <LoadFailure text={texts.loadFailed} onRetry={() => void refetch()} />}
      {board && (
        <BoardLanes
          board={board}
          clock={clock}
          thresholds={thresholds}
          emptyText={texts.empty}
          actionsOf={(ticket) => <CardActionButtons ticket={ticket} user={user} />}
        />
      )}
      {canLookBack && <WallScreenLinks />}
    </TitledPage>
  );
}
