import { apiRoute } from '../api/route';
import { organizationScopedBody } from '../clients/client.schemas';
import { clientsCountSchema, countSchema, menuSchema, washCountsSchema } from './dashboard.schemas';

export const dashboardApi = {
  countEmployees: apiRoute('dashboard/getEmployeesCount', organizationScopedBody, countSchema),
  /** The administrators of the organization ('Admin.' on the team card). */
  countAdministrators: apiRoute('dashboard/getUserCount', organizationScopedBody, countSchema),
  countServices: apiRoute('dashboard/getWashCount', organizationScopedBody, washCountsSchema),
  countClients: apiRoute('dashboard/getClientsCount', organizationScopedBody, clientsCountSchema),
  getOrganizationMenu: apiRoute('menu/getOrganizationsMenu', organizationScopedBody, menuSchema),
} as const;
