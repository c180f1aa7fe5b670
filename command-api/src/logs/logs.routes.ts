import { logsApi } from '@lavado/shared/logs/logs.contract';
import { post } from '../http/route';
import type { App } from '../http/app-types';
import { listLogs } from '@lavado/projections/read/logs';

export function logsRoutes(app: App): void {
  post(app, logsApi.listLogs, async (request) => ({
    logs: await listLogs(app.deps.pool, request.body),
  }));
}
