import type { ApiPath } from '@lavado/shared/api/contract';
import type { Role } from '@lavado/shared/auth/token';

/** Who may call a route: anyone, any signed-in user, or the listed roles. */
export type Access = 'public' | 'authenticated' | readonly Role[];

const SA = ['SA'] as const satisfies readonly Role[];
const ORGANIZATION_MEMBERS = ['AD', 'EM', 'SU', 'US'] as const satisfies readonly Role[];
const AD = ['AD'] as const satisfies readonly Role[];
const PEOPLE_MANAGERS = ['AD', 'SA'] as const satisfies readonly Role[];

/**
 * The one table of who may call what, by the contract's paths (shared/src/api/contract.ts): every
 * contract route must be listed, and a route that is not listed cannot be registered (see
 * registerAuthentication), so nothing is reachable by accident.
 */
const accessByPath: Record<ApiPath, Access> = {
  'auth/login': 'public',
  'auth/logout': 'authenticated',
  'auth/recovery': 'public',
  // The reset handler checks the link's token (Authorization: Bearer) itself.
  'auth/reset': 'public',
  'auth/set-password': 'authenticated',

  'user/getUserById': 'authenticated',
  'user/updateUser': 'authenticated',
  'onBoard/getOnBoardStatus': 'authenticated',
  'onBoard/setOnBoardStatus': 'authenticated',

  'organization/getOrganization': ORGANIZATION_MEMBERS,
  'menu/getOrganizationsMenu': ORGANIZATION_MEMBERS,

  'client/getOrganizationClients': ORGANIZATION_MEMBERS,
  'client/getClientsById': ORGANIZATION_MEMBERS,
  'client/createClient': ORGANIZATION_MEMBERS,
  'vehicle/getVehicleByPpu': ORGANIZATION_MEMBERS,
  'vehicle/createClientsVehicle': ORGANIZATION_MEMBERS,
  'vehicle/getClientsVehiclesByIds': ORGANIZATION_MEMBERS,
  'wash/getWashTicketByOrganizationId': ORGANIZATION_MEMBERS,
  'wash/getCompleteTicketByOrganizationId': ORGANIZATION_MEMBERS,
  'wash/getCompleteTicketById': [...ORGANIZATION_MEMBERS, 'SA'],
  'wash/getOpenTicketsByPpu': ORGANIZATION_MEMBERS,
  'wash/createWashTicket': ORGANIZATION_MEMBERS,
  'wash/setWashTicketState': ORGANIZATION_MEMBERS,
  'wash/finishWashTicket': ORGANIZATION_MEMBERS,
  'wash/getTicketHistory': PEOPLE_MANAGERS,
  'wash/getBoardAt': PEOPLE_MANAGERS,
  'code/getPublicTicket': 'public',

  'support/createTicket': ORGANIZATION_MEMBERS,
  'support/getUserTickets': ORGANIZATION_MEMBERS,
  'admin/getSupportTickets': SA,
  'admin/setSupportTicketsStatus': SA,
  'admin/getLogs': SA,

  'employee/getOrganizationEmployees': PEOPLE_MANAGERS,
  'employee/createEmployee': PEOPLE_MANAGERS,
  'employee/setEmployeeState': PEOPLE_MANAGERS,
  'employee/deleteEmployee': PEOPLE_MANAGERS,
  'employee/updateEmployee': PEOPLE_MANAGERS,

  'dashboard/getEmployeesCount': AD,
  'dashboard/getUserCount': AD,
  'dashboard/getWashCount': AD,
  'dashboard/getClientsCount': AD,

  'setting/getAplicationParameters': 'authenticated',
  'admin/getAplicationParameters': SA,
  'admin/setAplicationParameters': SA,

  'admin/getOrganization': SA,
  'admin/createOrganization': SA,
  'admin/setOrganizationState': SA,
  'admin/deleteOrganization': SA,

  'admin/getUsers': SA,
  'admin/createUsers': SA,
  'admin/setUserState': SA,
  'admin/deleteUser': SA,
  'admin/getMails': SA,
  'admin/resendMail': SA,
};

/** The table by method and URL, as the server sees a request (plus the monitors' health check). */
export const routeAccess: Readonly<Record<string, Access>> = {
  'GET /api/health': 'public',
  ...Object.fromEntries(Object.entries(accessByPath).map(([path, access]) => [`POST /api/${path}`, access])),
};

export function accessFor(method: string, url: string): Access | undefined {
  if (method === 'GET' && (url === '/api/docs' || url.startsWith('/api/docs/'))) return 'public';
  return routeAccess[`${method} ${url}`];
}
