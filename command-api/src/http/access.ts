import type { Role } from '@lavado/shared/auth/token';
import { CUSTOMER_NOTICE_ROLES } from '@lavado/shared/wash/customer-notice.decider';

/** Who may call a route: anyone, any signed-in user, or the listed roles. */
export type Access = 'public' | 'authenticated' | readonly Role[];

const SA = ['SA'] as const satisfies readonly Role[];
const ORGANIZATION_MEMBERS = ['AD', 'EM', 'SU', 'US'] as const satisfies readonly Role[];
const AD = ['AD'] as const satisfies readonly Role[];
const PEOPLE_MANAGERS = ['AD', 'SA'] as const satisfies readonly Role[];

/**
 * The one table of who may call what. A route that is not listed here cannot be registered
 * (see registerAuthentication), so nothing is reachable by accident.
 */
export const routeAccess: Record<string, Access> = {
  'GET /api/health': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'authenticated',
  'POST /api/auth/recovery': 'public',
  // The reset handler checks the link's token (Authorization: Bearer) itself.
  'POST /api/auth/reset': 'public',
  'POST /api/auth/set-password': 'authenticated',

  'POST /api/user/getUserById': 'authenticated',
  'POST /api/user/updateUser': 'authenticated',
  'POST /api/onBoard/getOnBoardStatus': 'authenticated',
  'POST /api/onBoard/setOnBoardStatus': 'authenticated',

  'POST /api/organization/getOrganization': ORGANIZATION_MEMBERS,
  'POST /api/menu/getOrganizationsMenu': ORGANIZATION_MEMBERS,

  'POST /api/client/getOrganizationClients': ORGANIZATION_MEMBERS,
  'POST /api/client/getClientsById': ORGANIZATION_MEMBERS,
  'POST /api/client/createClient': ORGANIZATION_MEMBERS,
  'POST /api/vehicle/getVehicleByPpu': ORGANIZATION_MEMBERS,
  'POST /api/vehicle/createClientsVehicle': ORGANIZATION_MEMBERS,
  'POST /api/vehicle/getClientsVehiclesByIds': ORGANIZATION_MEMBERS,
  'POST /api/wash/getWashTicketByOrganizationId': ORGANIZATION_MEMBERS,
  'POST /api/wash/getCompleteTicketByOrganizationId': ORGANIZATION_MEMBERS,
  'POST /api/wash/getCompleteTicketById': [...ORGANIZATION_MEMBERS, 'SA'],
  'POST /api/wash/createWashTicket': ORGANIZATION_MEMBERS,
  'POST /api/wash/setWashTicketState': ORGANIZATION_MEMBERS,
  'POST /api/wash/finishWashTicket': ORGANIZATION_MEMBERS,
  'POST /api/wash/notifyCustomer': CUSTOMER_NOTICE_ROLES,
  'POST /api/wash/getTicketHistory': PEOPLE_MANAGERS,
  'POST /api/wash/getBoardAt': PEOPLE_MANAGERS,
  'POST /api/code/getPublicTicket': 'public',

  'POST /api/support/createTicket': ORGANIZATION_MEMBERS,
  'POST /api/support/getUserTickets': ORGANIZATION_MEMBERS,
  'POST /api/admin/getSupportTickets': SA,
  'POST /api/admin/setSupportTicketsStatus': SA,
  'POST /api/admin/getLogs': SA,

  'POST /api/employee/getOrganizationEmployees': PEOPLE_MANAGERS,
  'POST /api/employee/createEmployee': PEOPLE_MANAGERS,
  'POST /api/employee/setEmployeeState': PEOPLE_MANAGERS,
  'POST /api/employee/deleteEmployee': PEOPLE_MANAGERS,
  'POST /api/employee/updateEmployee': PEOPLE_MANAGERS,

  'POST /api/dashboard/getEmployeesCount': AD,
  'POST /api/dashboard/getUserCount': AD,
  'POST /api/dashboard/getWashCount': AD,
  'POST /api/dashboard/getClientsCount': AD,

  'POST /api/setting/getAplicationParameters': 'authenticated',
  'POST /api/admin/getAplicationParameters': SA,
  'POST /api/admin/setAplicationParameters': SA,

  'POST /api/admin/getOrganization': SA,
  'POST /api/admin/createOrganization': SA,
  'POST /api/admin/setOrganizationState': SA,
  'POST /api/admin/deleteOrganization': SA,

  'POST /api/admin/getUsers': SA,
  'POST /api/admin/createUsers': SA,
  'POST /api/admin/setUserState': SA,
  'POST /api/admin/deleteUser': SA,
  'POST /api/admin/getMails': SA,
  'POST /api/admin/resendMail': SA,
};

export function accessFor(method: string, url: string): Access | undefined {
  if (method === 'GET' && (url === '/api/docs' || url.startsWith('/api/docs/'))) return 'public';
  return routeAccess[`${method} ${url}`];
}
