import { organizationScopedBody } from '@lavado/shared/clients/client.schemas';
import { clientsCountSchema, countSchema, menuSchema, washCountsSchema } from '@lavado/shared/dashboard/dashboard.schemas';
import { countClients } from '@lavado/projections/read/clients';
import { countUsers } from '@lavado/projections/read/users';
import { washCounts } from '@lavado/projections/read/wash-records';
import type { App } from '../app';
import { callerOrganization } from '../http/auth';

export function dashboardRoutes(app: App): void {
  const { pool } = app.deps;

  app.post(
    '/api/dashboard/getEmployeesCount',
    { schema: { body: organizationScopedBody, response: { 200: countSchema } } },
    async (request) => countUsers(pool, callerOrganization(request, request.body.organizationId), 'EM'),
  );

  /** The administrators of the organization ('Admin.' on the team card). */
  app.post('/api/dashboard/getUserCount', { schema: { body: organizationScopedBody, response: { 200: countSchema } } }, async (request) =>
    countUsers(pool, callerOrganization(request, request.body.organizationId), 'AD'),
  );

  app.post(
    '/api/dashboard/getWashCount',
    { schema: { body: organizationScopedBody, response: { 200: washCountsSchema } } },
    async (request) => washCounts(pool, callerOrganization(request, request.body.organizationId)),
  );

  /** Real client counts where the spec showed placeholders (DESIGN.md, deliberate changes). */
  app.post(
    '/api/dashboard/getClientsCount',
    { schema: { body: organizationScopedBody, response: { 200: clientsCountSchema } } },
    async (request) => countClients(pool, callerOrganization(request, request.body.organizationId), app.deps.now()),
  );

  app.post(
    '/api/menu/getOrganizationsMenu',
    { schema: { body: organizationScopedBody, response: { 200: menuSchema } } },
    async (request) => {
      callerOrganization(request, request.body.organizationId);
      return [
        { module: 'CarWash', name: 'Lavados', state: 'Activo', active: true },
        { module: 'Agenda', name: 'Reservaciones', state: 'Inactivo', active: false },
        { module: 'Inventory', name: 'Inventario', state: 'Inactivo', active: false },
      ];
    },
  );
}
