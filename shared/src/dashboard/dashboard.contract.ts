import { apiRoute } from '../api/route';
import { organizationScopedBody } from '../clients/client.schemas';
import { clientsCountSchema, countSchema, menuSchema, washCountsSchema } from './dashboard.schemas';

export const dashboardApi = {
  getEmployeesCount: apiRoute('dashboard/getEmployeesCount', organizationScopedBody, countSchema),
  /** The administrators of the organization ('Admin.' on the team card). */
  getUserCount: apiRoute('dashboard/getUserCount', organizationScopedBody, countSchema),
  getWashCount: apiRoute('dashboard/getWashCount', organizationScopedBody, washCountsSchema),
  getClientsCount: apiRoute('dashboard/getClientsCount', organizationScopedBody, clientsCountSchema),
  getOrganizationsMenu: apiRoute('menu/getOrganizationsMenu', organizationScopedBody, menuSchema),
} as const;
