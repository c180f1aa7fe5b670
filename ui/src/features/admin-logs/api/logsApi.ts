import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { logsResponse } from '@lavado/shared/logs/logs.schemas';
import { apiPost } from '../../../lib/api/apiClient';

export const logsQueryKey = ['admin', 'logs'] as const;

/** The SA's log, newest first; `search` (trimmed, possibly empty) is matched by the server. */
export function useLogs(search: string) {
  return useQuery({
    queryKey: [...logsQueryKey, search],
    queryFn: () => apiPost('admin/getLogs', search ? { search } : {}, logsResponse.parse),
    select: ({ logs }) => logs,
    // Typing a search keeps the last answer on screen instead of flashing the loader.
    placeholderData: keepPreviousData,
  });
}
