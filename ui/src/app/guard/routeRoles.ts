import type { Role } from '../../lib/session/roles';

/**
 * Who may open a guarded screen: the roles of the call the screen is for, read from that call's
 * contract entry (the API enforces the same entry). A module's contract carries its schemas, so it is
 * loaded with the screens that use it, never into the first page's bundle; once loaded, the roles are kept.
 */
export type ScreenRoles = () => Promise<readonly Role[]>;

/** The roles of a contract entry's `access` that only some roles may call (a public or any-session entry guards no screen). */
function rolesOf(loadAccess: () => Promise<readonly Role[]>): ScreenRoles {
  let roles: Promise<readonly Role[]> | undefined;
  return () => (roles ??= loadAccess());
}

/** Routes open to some roles only (docs/specification.md#routes); every other guarded route takes any session. */
export const routeRoles = {
  dashboard: rolesOf(async () => (await import('@lavado/shared/dashboard/dashboard.contract')).dashboardApi.countServices.access),
  employees: rolesOf(async () => (await import('@lavado/shared/identity/employee.contract')).employeeApi.listEmployees.access),
  /** A record's page with its history, which only the AD and the SA may read. */
  codes: rolesOf(async () => (await import('@lavado/shared/wash/wash.contract')).washApi.getTicketHistory.access),
  /** The photo check-in: any member of the organization takes it at intake (a command, so only its access is taken). */
  checkIn: rolesOf(async () => (await import('@lavado/shared/wash/check-in.contract')).checkInApi.recordCheckIn.access),
  /** New record, records and clients act on the caller's own organization: the SA has none (the API answers 403). */
  organizationLavados: rolesOf(async () => (await import('@lavado/shared/wash/wash.contract')).washApi.listRecords.access),
  admin: rolesOf(async () => (await import('@lavado/shared/identity/user.contract')).usersApi.listUsers.access),
  /** Prices, the cash close and the reports are the AD's. */
  money: rolesOf(async () => (await import('@lavado/shared/money/money.contract')).moneyApi.getCashDay.access),
  /** A payment's receipt: whoever may read the ticket's money. */
  ticketMoney: rolesOf(async () => (await import('@lavado/shared/money/money.contract')).moneyApi.getTicketMoney.access),
  /** Packs: defining, expiring and refunding them is the AD's (selling and using them is the counter's, at intake too). */
  packs: rolesOf(async () => (await import('@lavado/shared/packs/packs.contract')).packsApi.listPacks.access),
  /** Who works the counter: the AD, and employees (payments only where the AD allows it). */
  unpaid: rolesOf(async () => (await import('@lavado/shared/money/money.contract')).moneyApi.listUnpaidTickets.access),
  /** The car wash's contact card: the roles that may change it (a command, so only its access is taken). */
  business: rolesOf(async () => (await import('@lavado/shared/organizations/contact-card.contract')).contactCardApi.setContactCard.access),
  /** A client's export as a printable page: whoever may export the client's data. */
  clientExport: rolesOf(async () => (await import('@lavado/shared/clients/client.contract')).clientApi.exportClientData.access),
  /** The accountability log: the AD (their organization's) and the SA (everyone's). */
  dataAccess: rolesOf(async () => (await import('@lavado/shared/data-access/data-access.contract')).dataAccessApi.listDataAccesses.access),
} satisfies Record<string, ScreenRoles>;

export function mayOpen(allowedRoles: readonly Role[], role: Role): boolean {
  return allowedRoles.includes(role);
}
