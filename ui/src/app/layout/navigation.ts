import { ORGANIZATION_MEMBERS, PEOPLE_MANAGERS } from '@lavado/shared/auth/roles';
import { layoutMessages } from '@lavado/shared/messages/layout';
import { assertNever } from '../../lib/assertNever';
import type { Role } from '../../lib/session/roles';
import { mayOpen } from '../guard/routeRoles';
import { paths } from '../paths';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  links: NavLinkItem[];
}

export type SideMenuEntry = ({ kind: 'link' } & NavLinkItem) | ({ kind: 'group' } & NavGroup);

export type TopBarItem = ({ kind: 'link' } & NavLinkItem) | { kind: 'help'; label: string } | { kind: 'logout'; label: string };

export interface Navigation {
  brandTarget: string;
  topBar: TopBarItem[];
  sideMenu: SideMenuEntry[];
}

const { topBar: topBarLabels, sideMenu: sideMenuLabels } = layoutMessages;

const logoutItem: TopBarItem = { kind: 'logout', label: topBarLabels.logout };

const adminGroup: SideMenuEntry = {
  kind: 'group',
  label: sideMenuLabels.adminGroup,
  links: [
    { label: sideMenuLabels.logs, to: paths.admin.root },
    { label: sideMenuLabels.users, to: paths.admin.users },
    { label: sideMenuLabels.organizations, to: paths.admin.organizations },
    { label: sideMenuLabels.tickets, to: paths.admin.tickets },
    { label: sideMenuLabels.services, to: paths.admin.services },
    { label: sideMenuLabels.mails, to: paths.admin.mails },
    { label: sideMenuLabels.dataAccess, to: paths.admin.dataAccess },
  ],
};

const washLinks = [
  { label: sideMenuLabels.newRecord, to: paths.home.newRecord, organizationOnly: true },
  { label: sideMenuLabels.records, to: paths.home.records, organizationOnly: true },
  { label: sideMenuLabels.board, to: paths.home.board, organizationOnly: false },
  { label: sideMenuLabels.clients, to: paths.home.clients, organizationOnly: true },
];

/**
 * The Lavados group (docs/specification.md#main-layout), without the pages that act on an organization the role has none of.
 * The menu reads the role groups the guarded screens' contract entries name, without loading those
 * contracts (navigation.test.ts checks that it offers only what the guard opens).
 */
function washGroup(role: Role): SideMenuEntry {
  const hasOrganization = mayOpen(ORGANIZATION_MEMBERS, role);
  return {
    kind: 'group',
    label: sideMenuLabels.washGroup,
    links: washLinks.filter((link) => hasOrganization || !link.organizationOnly).map(({ label, to }) => ({ label, to })),
  };
}

/** The AD's Lavados group also holds the price list and the tickets still to be paid. */
function adminWashGroup(): SideMenuEntry {
  const group = washGroup('AD');
  return {
    kind: 'group',
    label: group.label,
    links: [
      ...(group.kind === 'group' ? group.links : []),
      { label: sideMenuLabels.prices, to: paths.home.prices },
      { label: sideMenuLabels.packs, to: paths.home.packs },
      { label: sideMenuLabels.unpaid, to: paths.home.unpaid },
    ],
  };
}

const moneyGroup: SideMenuEntry = {
  kind: 'group',
  label: sideMenuLabels.moneyGroup,
  links: [
    { label: sideMenuLabels.cash, to: paths.home.cash },
    { label: sideMenuLabels.commissions, to: paths.home.commissions },
    { label: sideMenuLabels.reports, to: paths.home.reports },
  ],
};

const unpaidLink: SideMenuEntry = { kind: 'link', label: sideMenuLabels.unpaid, to: paths.home.unpaid };

/** Top bar of organization users: Empleados only for the roles that may open it (not EM). */
function organizationTopBar(role: Role): TopBarItem[] {
  const employees: TopBarItem[] = mayOpen(PEOPLE_MANAGERS, role)
    ? [{ kind: 'link', label: topBarLabels.employees, to: paths.home.employees }]
    : [];
  return [
    { kind: 'help', label: topBarLabels.help },
    ...employees,
    { kind: 'link', label: topBarLabels.profile, to: paths.home.profile },
    { kind: 'link', label: topBarLabels.support, to: paths.home.support },
    logoutItem,
  ];
}

/** What the main layout offers each role (docs/specification.md#main-layout). */
export function navigationFor(role: Role): Navigation {
  switch (role) {
    case 'SA':
      return {
        brandTarget: paths.admin.root,
        topBar: [{ kind: 'link', label: topBarLabels.administration, to: paths.admin.config }, logoutItem],
        sideMenu: [adminGroup, washGroup(role)],
      };
    case 'AD':
      return {
        brandTarget: paths.home.root,
        topBar: organizationTopBar(role),
        sideMenu: [
          { kind: 'link', label: sideMenuLabels.home, to: paths.home.root },
          { kind: 'link', label: topBarLabels.employees, to: paths.home.employees },
          adminWashGroup(),
          moneyGroup,
          { kind: 'link', label: sideMenuLabels.business, to: paths.home.business },
          { kind: 'link', label: sideMenuLabels.dataAccess, to: paths.home.dataAccess },
        ],
      };
    case 'EM':
      return {
        brandTarget: paths.home.board,
        topBar: organizationTopBar(role),
        sideMenu: [{ kind: 'link', label: sideMenuLabels.board, to: paths.home.board }, washGroup(role), unpaidLink],
      };
    case 'SU':
    case 'US':
      return {
        brandTarget: paths.home.board,
        topBar: organizationTopBar(role),
        sideMenu: [{ kind: 'link', label: sideMenuLabels.board, to: paths.home.board }, washGroup(role)],
      };
    default:
      return assertNever(role);
  }
}
