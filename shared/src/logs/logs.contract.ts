import { apiRoute } from '../api/route';
import { logsQueryBody, logsResponse } from './logs.schemas';

export const logsApi = {
  listLogs: apiRoute('admin/getLogs', logsQueryBody, logsResponse),
} as const;
