import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { boardLaneMessages, boardMessages } from '@lavado/shared/messages/board';
import { commonMessages } from '@lavado/shared/messages/common';
import { IconDeviceTvOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useRealtimeSession } from '../../../lib/realtime/useRealtimeSession';
import { WALL_SCREEN_ROLE } from '../../../lib/session/roles';
import { useSessionStore } from '../../../lib/session/sessionStore';
import { WallScreen } from './WallScreen';
import { openWallScreen } from '../api/wallScreenLinksApi';

const texts = boardLaneMessages.wallLink;

type Opening = { state: 'opening' } | { state: 'open'; organizationName: string } | { state: 'refused' };

/**
 * `/pantalla/:token`: a TV shows its organization's board without anybody signing in. The link's
 * token is exchanged for a board-only session on every load (it is never stored); once the link is
 * revoked the session ends, its socket is dropped, and the screen says so instead of the board.
 */
export function WallScreenLinkPage() {
  const { token = '' } = useParams();
  const [opening, setOpening] = useState<Opening>({ state: 'opening' });
  const signIn = useSessionStore((state) => state.signIn);
  const screenSession = useSessionStore((state) => (state.session?.role === WALL_SCREEN_ROLE ? state.session : null));

  useEffect(() => {
    let current = true;
    openWallScreen(token).then(
      (screen) => {
        if (!current) return;
        signIn({
          token: screen.token,
          role: WALL_SCREEN_ROLE,
          organization: screen.organizationId,
          nombre: screen.organizationName,
          onBoard: true,
        });
        setOpening({ state: 'open', organizationName: screen.organizationName });
      },
      () => current && setOpening({ state: 'refused' }),
    );
    return () => {
      current = false;
    };
  }, [token, signIn]);

  if (opening.state === 'opening')
    return <Loader color="gray" size="xl" mx="auto" mt="xl" display="block" aria-label={commonMessages.loading} />;
  if (opening.state === 'open' && screenSession) return <OpenScreen token={screenSession.token} title={opening.organizationName} />;
  return (
    <Center h="100vh" bg="dark.8" data-testid="wall-screen-refused">
      <Stack align="center" gap="md">
        <IconDeviceTvOff size={96} color="white" aria-hidden />
        <Title order={1} c="white" ta="center" fz={{ base: 28, md: 44 }}>
          {texts.invalid}
        </Title>
        <Text c="gray.3" fz={{ base: 18, md: 26 }}>
          {boardMessages.title}
        </Text>
      </Stack>
    </Center>
  );
}

function OpenScreen({ token, title }: { token: string; title: string }) {
  useRealtimeSession(token);
  return <WallScreen title={title} />;
}
