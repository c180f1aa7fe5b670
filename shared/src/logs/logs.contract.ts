import { apiRoute } from '../api/route';
import { logsQueryBody, logsResponse } from './logs.schemas';

export const logsApi = {
  getLogs: apiRoute('admin/getLogs', logsQueryBody, logsResponse),
} as const;
