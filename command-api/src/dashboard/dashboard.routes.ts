import { countClients } from '@lavado/projections/read/clients';
import { readMoneyToday } from '@lavado/projections/read/money';
import { serverMessages } from '@lavado/shared/messages/server';
import { countUsers } from '@lavado/projections/read/users';
import { washCounts } from '@lavado/projections/read/wash-records';
import { dashboardApi } from '@lavado/shared/dashboard/dashboard.contract';
import { post } from '../http/route';
import type { App } from '../http/app-types';
import { callerOrganization } from '../http/auth';
import { setupProgress } from './setup-progress';
import { FEEDBACK_WEEK_DAYS, feedbackSummary } from '@lavado/projections/read/ticket-feedback';
import { instantOfWallClock, localDate } from '@lavado/shared/time/zone';

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

  post(app, dashboardApi.getMoneyToday, async (request) => {
    // One reading of the clock: the day and the time of day compared with last week's agree, even at midnight.
    const now = app.deps.now();
    return readMoneyToday(pool, callerOrganization(request, request.body.organizationId), localDate(now), now);
  });

  /** Days are the organization's: today starts at its midnight, the week is today and the 6 days before it. */
  post(app, dashboardApi.getFeedback, async (request) => {
    const organizationId = callerOrganization(request, request.body.organizationId);
    const today = localDate(app.deps.now());
    const weekStart = new Date(`${today}T00:00:00Z`);
    weekStart.setUTCDate(weekStart.getUTCDate() - (FEEDBACK_WEEK_DAYS - 1));
    return feedbackSummary(pool, organizationId, {
      todayStart: instantOfWallClock(`${today} 00:00`),
      weekStart: instantOfWallClock(`${weekStart.toISOString().slice(0, 10)} 00:00`),
    });
  });

  post(app, dashboardApi.getSetupProgress, async (request) =>
    setupProgress(pool, callerOrganization(request, request.body.organizationId)),
  );

  post(app, dashboardApi.getOrganizationMenu, async (request) => {
    callerOrganization(request, request.body.organizationId);
    return [
      { module: 'CarWash', name: serverMessages.modules.carWash, state: serverMessages.moduleActive, active: true },
      { module: 'Agenda', name: serverMessages.modules.bookings, state: serverMessages.moduleInactive, active: false },
      { module: 'Inventory', name: serverMessages.modules.inventory, state: serverMessages.moduleInactive, active: false },
    ];
  });
}
