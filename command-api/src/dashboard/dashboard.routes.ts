import { organizationScopedBody } from '@lavado/shared/clients/client.schemas';
import { clientsCountSchema, countSchema, menuSchema, washCountsSchema } from '@lavado/shared/dashboard/dashboard.schemas';
import { DEFAULT_TIME_ZONE } from '@lavado/shared/time/zone';
import type { App } from '../app';
import { callerOrganization } from '../http/auth';

export function dashboardRoutes(app: App): void {
  const { pool } = app.deps;
  const countUsers = async (organizationId: string, role: string) => {
    const { rows } = await pool.query<{ count: number }>(
      'select count(*)::int as count from users where organization_id = $1 and role = $2 and deleted_at is null',
      [organizationId, role],
    );
    return rows[0]?.count ?? 0;
  };

  app.post(
    '/api/dashboard/getEmployeesCount',
    { schema: { body: organizationScopedBody, response: { 200: countSchema } } },
    async (request) => countUsers(callerOrganization(request, request.body.organizationId), 'EM'),
  );

  /** The administrators of the organization ('Admin.' on the team card). */
  app.post('/api/dashboard/getUserCount', { schema: { body: organizationScopedBody, response: { 200: countSchema } } }, async (request) =>
    countUsers(callerOrganization(request, request.body.organizationId), 'AD'),
  );

  app.post(
    '/api/dashboard/getWashCount',
    { schema: { body: organizationScopedBody, response: { 200: washCountsSchema } } },
    async (request) => {
      const { rows } = await pool.query<{ serviceType: 'BA' | 'FL' | 'EM'; count: number }>(
        'select service_type as "serviceType", count from wash_counts where organization_id = $1 order by service_type',
        [callerOrganization(request, request.body.organizationId)],
      );
      return rows;
    },
  );

  /** Real client counts where the original app showed zeros (docs/specification.md#deliberate-changes). */
  app.post(
    '/api/dashboard/getClientsCount',
    { schema: { body: organizationScopedBody, response: { 200: clientsCountSchema } } },
    async (request) => {
      const { rows } = await pool.query<{ nuevos: number; total: number }>(
        `select count(*) filter (where created_at >= date_trunc('month', $2::timestamptz at time zone '${DEFAULT_TIME_ZONE}') at time zone '${DEFAULT_TIME_ZONE}')::int as nuevos,
                count(*)::int as total
           from clients where organization_id = $1`,
        [callerOrganization(request, request.body.organizationId), app.deps.now().toISOString()],
      );
      return rows[0] ?? { nuevos: 0, total: 0 };
    },
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
