import { apiRead } from '../api/route';
import { ORGANIZATION_ADMINS, ORGANIZATION_MEMBERS } from '../auth/roles';
import { organizationScopedBody } from '../organizations/organization.schemas';
import {
  clientsCountSchema,
  countSchema,
  feedbackSummarySchema,
  menuSchema,
  moneyTodaySchema,
  setupProgressSchema,
  washCountsSchema,
} from './dashboard.schemas';

export const dashboardApi = {
  countEmployees: apiRead({
    path: 'dashboard/getEmployeesCount',
    action: 'Ver cantidad de empleados',
    access: ORGANIZATION_ADMINS,
    body: organizationScopedBody,
    response: countSchema,
  }),
  /** The administrators of the organization ('Admin.' on the team card). */
  countAdministrators: apiRead({
    path: 'dashboard/getUserCount',
    action: 'Ver cantidad de administradores',
    access: ORGANIZATION_ADMINS,
    body: organizationScopedBody,
    response: countSchema,
  }),
  countServices: apiRead({
    path: 'dashboard/getWashCount',
    action: 'Ver cantidad de servicios',
    access: ORGANIZATION_ADMINS,
    body: organizationScopedBody,
    response: washCountsSchema,
  }),
  countClients: apiRead({
    path: 'dashboard/getClientsCount',
    action: 'Ver cantidad de clientes',
    access: ORGANIZATION_ADMINS,
    body: organizationScopedBody,
    response: clientsCountSchema,
  }),
  /** The customers' opinion: the week's score and today's low answers with plate and comment (the AD's alone: comments are personal). */
  getFeedback: apiRead({
    path: 'dashboard/getFeedback',
    action: 'Ver opiniones de clientes',
    access: ORGANIZATION_ADMINS,
    body: organizationScopedBody,
    response: feedbackSummarySchema,
  }),
  /** The money card: what was collected and charged today, against the same weekday a week before (docs/money.md). */
  getMoneyToday: apiRead({
    path: 'reports/getMoneyToday',
    action: 'Ver dinero del día',
    access: ORGANIZATION_ADMINS,
    body: organizationScopedBody,
    response: moneyTodaySchema,
  }),
  /** The AD's setup checklist: prices, a first employee, a wall screen link, a first service. */
  getSetupProgress: apiRead({
    path: 'dashboard/getSetupProgress',
    action: 'Ver avance de la configuración',
    access: ORGANIZATION_ADMINS,
    body: organizationScopedBody,
    response: setupProgressSchema,
  }),
  getOrganizationMenu: apiRead({
    path: 'menu/getOrganizationsMenu',
    action: 'Ver menú de la organización',
    access: ORGANIZATION_MEMBERS,
    body: organizationScopedBody,
    response: menuSchema,
  }),
} as const;
