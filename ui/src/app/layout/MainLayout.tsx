import { AppShell, Center, Divider, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../lib/components/PageLoader';
import { VersionText } from '../../lib/components/VersionText';
import { OnboardingOverlay } from '../../lib/onboarding/OnboardingOverlay';
import { useRealtimeSession } from '../../lib/realtime/useRealtimeSession';
import { logout } from '../../lib/session/logout';
import { openAuthPage } from '../../lib/session/openAuthPage';
import { isPersonSession, useSessionStore, type PersonSession } from '../../lib/session/sessionStore';
import { MaintenanceOverlay } from '../../lib/settings/MaintenanceOverlay';
import { paths } from '../paths';
import { navigationFor } from './navigation';
import { SideMenu } from './SideMenu';
import { TopBar, TopBarButton, type TopBarActions } from './TopBar';
import { useOwnOrganizationName } from './useOwnOrganizationName';

import { TOP_BAR_HEIGHT } from './topBarHeight';

/** Open width of the side menu (docs/specification.md#constants). */
const SIDE_MENU_WIDTH = 180;

/** The shell of every signed-in page; rendered under `RequireAccess`, so a session exists. */
export function MainLayout() {
  const session = useSessionStore((state) => state.session);
  return isPersonSession(session) && <SignedInLayout session={session} />;
}

function SignedInLayout({ session }: { session: PersonSession }) {
  const [mobileMenuOpened, { toggle: toggleMobileMenu, close: closeMobileMenu }] = useDisclosure(false);
  const [desktopMenuOpened, { toggle: toggleDesktopMenu }] = useDisclosure(true);
  const setOnBoard = useSessionStore((state) => state.setOnBoard);
  const organizationName = useOwnOrganizationName(session);
  const navigation = navigationFor(session.role);
  useRealtimeSession(session.token);
  const [helpRequested, setHelpRequested] = useState(false);

  const actions: TopBarActions = {
    // Ayuda brings the onboarding overlay back (docs/specification.md#states-and-transitions).
    onHelp: () => {
      setOnBoard(false);
      setHelpRequested(true);
    },
    onLogout: () => void logout().then(() => openAuthPage(paths.login)),
  };
  const mobileActions: TopBarActions = {
    onHelp: () => {
      closeMobileMenu();
      actions.onHelp();
    },
    onLogout: actions.onLogout,
    onNavigate: closeMobileMenu,
  };

  return (
    <AppShell
      header={{ height: TOP_BAR_HEIGHT }}
      footer={{ height: 32 }}
      navbar={{
        width: SIDE_MENU_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileMenuOpened, desktop: !desktopMenuOpened },
      }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar
          brandTarget={navigation.brandTarget}
          organizationName={organizationName}
          items={navigation.topBar}
          mobileMenuOpened={mobileMenuOpened}
          desktopMenuOpened={desktopMenuOpened}
          onToggleMobileMenu={toggleMobileMenu}
          onToggleDesktopMenu={toggleDesktopMenu}
          actions={actions}
        />
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <AppShell.Section grow>
          <SideMenu entries={navigation.sideMenu} onNavigate={closeMobileMenu} />
        </AppShell.Section>
        <AppShell.Section hiddenFrom="md">
          <Divider my="xs" />
          <Stack gap={4} align="stretch">
            {navigation.topBar.map((item) => (
              <TopBarButton key={item.label} item={item} actions={mobileActions} />
            ))}
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <AppShell.Footer>
        <Center h="100%">
          <VersionText />
        </Center>
      </AppShell.Footer>
      <OnboardingOverlay role={session.role} onBoard={session.onBoard} requested={helpRequested} onClosed={() => setHelpRequested(false)} />
      <MaintenanceOverlay role={session.role} onLogout={actions.onLogout} />
    </AppShell>
  );
}
