import { logsApi } from '@lavado/shared/logs/logs.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/apiClient';

export const logsQueryKey = ['admin', 'logs'] as const;

/** The SA's log, newest first; `search` (trimmed, possibly empty) is matched by the server. */
export function useLogs(search: string) {
  return useQuery({
    queryKey: [...logsQueryKey, search],
    queryFn: () => call(logsApi.getLogs, search ? { search } : {}),
    select: ({ logs }) => logs,
    // Typing a search keeps the last answer on screen instead of flashing the loader.
    placeholderData: keepPreviousData,
  });
}
