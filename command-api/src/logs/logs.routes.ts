import { logsQueryBody, logsResponse } from '@lavado/shared/logs/logs.schemas';
import type { App } from '../app';
import { listLogs } from '@lavado/projections/read/logs';

export function logsRoutes(app: App): void {
  app.post('/api/admin/getLogs', { schema: { body: logsQueryBody, response: { 200: logsResponse } } }, async (request) => ({
    logs: await listLogs(app.deps.pool, request.body),
  }));
}
