import { countClients } from '@lavado/projections/read/clients';
import { countUsers } from '@lavado/projections/read/users';
import { washCounts } from '@lavado/projections/read/wash-records';
import { dashboardApi } from '@lavado/shared/dashboard/dashboard.contract';
import { post } from '../http/route';
import type { App } from '../http/app-types';
import { callerOrganization } from '../http/auth';

export function dashboardRoutes(app: App): void {
  const { pool } = app.deps;

  post(app, dashboardApi.countEmployees, async (request) =>
    countUsers(pool, callerOrganization(request, request.body.organizationId), 'EM'),
  );

  /** The administrators of the organization ('Admin.' on the team card). */
  post(app, dashboardApi.countAdministrators, async (request) =>
    countUsers(pool, callerOrganization(request, request.body.organizationId), 'AD'),
  );

  post(app, dashboardApi.countServices, async (request) => washCounts(pool, callerOrganization(request, request.body.organizationId)));

  /** Real client counts where the original app showed zeros (docs/specification.md#deliberate-changes). */
  post(app, dashboardApi.countClients, async (request) =>
    countClients(pool, callerOrganization(request, request.body.organizationId), app.deps.now()),
  );

  post(app, dashboardApi.getOrganizationMenu, async (request) => {
    callerOrganization(request, request.body.organizationId);
    return [
      { module: 'CarWash', name: 'Lavados', state: 'Activo', active: true },
      { module: 'Agenda', name: 'Reservaciones', state: 'Inactivo', active: false },
      { module: 'Inventory', name: 'Inventario', state: 'Inactivo', active: false },
    ];
  });
}
