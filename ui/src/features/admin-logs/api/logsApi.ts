import { logsApi } from '@lavado/shared/logs/logs.contract';
import type { LogType } from '@lavado/shared/logs/logs.schemas';
import { organizationApi } from '@lavado/shared/organizations/organization.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/apiClient';

const logKeys = {
  list: (filters: LogFilters) => ['admin', 'logs', filters] as const,
  organizations: ['admin', 'logs', 'organizations'] as const,
};

/** What the SA narrows the log by; empty values mean "any". */
export interface LogFilters {
  search: string;
  type: LogType | null;
  organizationId: string | null;
  from: string | null;
  to: string | null;
}

/** The SA's log, newest first; the search (trimmed, possibly empty) and the filters are applied by the server. */
export function useLogs(filters: LogFilters) {
  return useQuery({
    queryKey: logKeys.list(filters),
    queryFn: () =>
      call(logsApi.listLogs, {
        ...(filters.search ? { search: filters.search } : {}),
        ...(filters.type ? { type: filters.type } : {}),
        ...(filters.organizationId ? { organizationId: filters.organizationId } : {}),
        ...(filters.from ? { from: filters.from } : {}),
        ...(filters.to ? { to: filters.to } : {}),
      }),
    select: ({ logs }) => logs,
    // Typing a search keeps the last answer on screen instead of flashing the loader.
    placeholderData: keepPreviousData,
  });
}

/** The organizations the log can be narrowed to. */
export function useLogOrganizations() {
  return useQuery({ queryKey: logKeys.organizations, queryFn: () => call(organizationApi.listOrganizations, {}) });
}
