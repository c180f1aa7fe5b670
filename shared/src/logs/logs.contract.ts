import { apiRead } from '../api/route';
import { PLATFORM_ADMINS } from '../auth/roles';
import { logsQueryBody, logsResponse } from './logs.schemas';

export const logsApi = {
  listLogs: apiRead({ path: 'admin/getLogs', action: 'Ver logs', access: PLATFORM_ADMINS, body: logsQueryBody, response: logsResponse }),
} as const;
