import { Anchor, Burger, Button, Group, Text } from '@mantine/core';
import { appMessages } from '@lavado/shared/messages/common';
import { layoutMessages } from '@lavado/shared/messages/layout';
import { Link, NavLink } from 'react-router-dom';
import { assertNever } from '../../lib/assertNever';
import type { TopBarItem } from './navigation';

interface TopBarProps {
  brandTarget: string;
  organizationName: string | undefined;
  items: TopBarItem[];
  mobileMenuOpened: boolean;
  desktopMenuOpened: boolean;
  onToggleMobileMenu: () => void;
  onToggleDesktopMenu: () => void;
  actions: TopBarActions;
}

export interface TopBarActions {
  onHelp: () => void;
  onLogout: () => void;
  /** Called after a link is followed (the mobile menu closes). */
  onNavigate?: () => void;
}

export function TopBar({
  brandTarget,
  organizationName,
  items,
  mobileMenuOpened,
  desktopMenuOpened,
  onToggleMobileMenu,
  onToggleDesktopMenu,
  actions,
}: TopBarProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={mobileMenuOpened} onClick={onToggleMobileMenu} hiddenFrom="sm" size="sm" aria-label={layoutMessages.toggleMenu} />
        <Burger
          opened={desktopMenuOpened}
          onClick={onToggleDesktopMenu}
          visibleFrom="sm"
          size="sm"
          aria-label={layoutMessages.toggleMenu}
        />
        <Anchor component={Link} to={brandTarget} underline="never" fw={800} fz="xl">
          {appMessages.brand}
        </Anchor>
        {organizationName && (
          <Text c="dimmed" fw={500} truncate="end" maw={260}>
            {organizationName}
          </Text>
        )}
      </Group>
      <Group gap={4} visibleFrom="md" wrap="nowrap">
        {items.map((item) => (
          <TopBarButton key={item.label} item={item} actions={actions} />
        ))}
      </Group>
    </Group>
  );
}

export function TopBarButton({ item, actions }: { item: TopBarItem; actions: TopBarActions }) {
  switch (item.kind) {
    case 'link':
      return (
        <Button component={NavLink} to={item.to} variant="subtle" size="compact-md" onClick={actions.onNavigate}>
          {item.label}
        </Button>
      );
    case 'help':
      return (
        <Button variant="subtle" size="compact-md" onClick={actions.onHelp}>
          {item.label}
        </Button>
      );
    case 'logout':
      return (
        <Button variant="light" color="red" size="compact-md" onClick={actions.onLogout}>
          {item.label}
        </Button>
      );
    default:
      return assertNever(item);
  }
}
