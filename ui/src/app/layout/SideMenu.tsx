import { NavLink as MantineNavLink, Stack } from '@mantine/core';
import { NavLink, useLocation } from 'react-router-dom';
import { assertNever } from '../../lib/assertNever';
import type { NavLinkItem, SideMenuEntry } from './navigation';

interface SideMenuProps {
  entries: SideMenuEntry[];
  onNavigate: () => void;
}

export function SideMenu({ entries, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const link = ({ label, to }: NavLinkItem) => (
    <MantineNavLink key={to} component={NavLink} to={to} end label={label} active={pathname === to} onClick={onNavigate} />
  );
  return (
    <Stack gap={2}>
      {entries.map((entry) => {
        switch (entry.kind) {
          case 'link':
            return link(entry);
          case 'group':
            return (
              <MantineNavLink key={entry.label} label={entry.label} defaultOpened childrenOffset="sm">
                {entry.links.map(link)}
              </MantineNavLink>
            );
          default:
            return assertNever(entry);
        }
      })}
    </Stack>
  );
}
