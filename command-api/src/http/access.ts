import type { ApiPath } from '@lavado/shared/api/contract';
import { WALL_SCREEN_ROLE, type SessionRole } from '@lavado/shared/auth/token';
import { CUSTOMER_NOTICE_ROLES } from '@lavado/shared/wash/customer-notice.decider';

/**
 * Who may call a route: anyone, any signed-in user (never a wall screen's session), or the listed
 * roles.
 */
export type Access = 'public' | 'authenticated' | readonly SessionRole[];

const SA = ['SA'] as const satisfies readonly SessionRole[];
const ORGANIZATION_MEMBERS = ['AD', 'EM', 'SU', 'US'] as const satisfies readonly SessionRole[];
const AD = ['AD'] as const satisfies readonly SessionRole[];
const PEOPLE_MANAGERS = ['AD', 'SA'] as const satisfies readonly SessionRole[];
/**
 * What the wall screen reads to show the board (docs/security.md, rule 47): its reduced board and
 * the timers' thresholds, nothing else; people's wall screens read the same.
 */
const BOARD_READERS = [...ORGANIZATION_MEMBERS, WALL_SCREEN_ROLE] as const satisfies readonly SessionRole[];
/** Who works the counter: the AD, and employees where the AD allows it (the decider checks that setting). */
const CASHIERS = ['AD', 'EM'] as const satisfies readonly SessionRole[];

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
  'wash/notifyCustomer': CUSTOMER_NOTICE_ROLES,
  'wash/getTicketHistory': PEOPLE_MANAGERS,
  'wash/getBoardAt': PEOPLE_MANAGERS,
  'wash/getStateThresholds': BOARD_READERS,

  'billing/getBillingSetup': ORGANIZATION_MEMBERS,
  'billing/setCurrency': AD,
  'billing/addService': AD,
  'billing/setPrice': AD,
  'billing/setCommissionRule': AD,
  'billing/setPaymentPolicy': AD,
  'payments/getTicketMoney': ORGANIZATION_MEMBERS,
  'payments/recordPayment': CASHIERS,
  'payments/priceTicket': AD,
  'payments/discountTicket': AD,
  'payments/markCourtesy': AD,
  'payments/voidTicket': AD,
  'payments/setWashers': CASHIERS,
  'payments/getWasherChoices': CASHIERS,
  'payments/getUnpaidTickets': CASHIERS,
  'cash/getCashDay': AD,
  'cash/openDay': AD,
  'cash/closeDay': AD,
  'reports/getCommissionReport': AD,
  'reports/getRevenueReport': AD,
  'reports/getMoneyToday': AD,
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

  'wallScreen/createLink': AD,
  'wallScreen/listLinks': AD,
  'wallScreen/revokeLink': AD,
  // The link's token, in the body, is the credential; rate-limited like login.
  'wallScreen/openScreen': 'public',
  'wallScreen/getBoard': BOARD_READERS,
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
