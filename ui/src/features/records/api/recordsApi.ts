import { washApi } from '@lavado/shared/wash/wash.contract';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { TICKET_CHANGED } from '@lavado/shared/wash/ticket-feed-topic';
import { RECORDS_PAGE_MAX, type Ticket } from '@lavado/shared/wash/wash.schemas';
import { call } from '../../../lib/api/apiClient';
import { useFeed } from '../../../lib/realtime/useFeed';
import { sessionOrganizationId } from '../../../lib/lavados/organizationScope';

const recordsKeys = {
  all: ['wash', 'records'] as const,
  search: (search: string) => [...recordsKeys.all, search] as const,
};

/** Rows per page on screen; an organization may hold hundreds of thousands of tickets. */
export const RECORDS_PAGE_SIZE = 50;
/** An export stops after this many rows (newest first) and says so. */
export const EXPORT_ROW_LIMIT = 50_000;

/** The last row of a page: the next page starts after it (keyset paging). */
export interface RecordsCursor {
  createdAt: string;
  id: string;
}

export function fetchRecordsPage(search: string, limit: number, after?: RecordsCursor): Promise<Ticket[]> {
  const body = { organizationId: sessionOrganizationId(), limit, ...(search ? { search } : {}), ...(after ? { after } : {}) };
  return call(washApi.listRecords, body);
}

/** A full page may have a successor; a short one is the last. */
export function nextCursor(page: readonly Ticket[], limit: number): RecordsCursor | undefined {
  const last = page.at(-1);
  return page.length < limit || !last ? undefined : { createdAt: last.createdAt, id: last.id };
}

/** The records matching `search`, newest first, a page at a time; a ticket created or changed anywhere refreshes them. */
export function useRecords(search: string) {
  const queryClient = useQueryClient();
  useFeed(TICKET_CHANGED, () => void queryClient.invalidateQueries({ queryKey: recordsKeys.all }));
  return useInfiniteQuery({
    queryKey: recordsKeys.search(search),
    queryFn: ({ pageParam }) => fetchRecordsPage(search, RECORDS_PAGE_SIZE, pageParam),
    initialPageParam: undefined as RecordsCursor | undefined,
    getNextPageParam: (lastPage) => nextCursor(lastPage, RECORDS_PAGE_SIZE),
    // While the filter changes, the rows of the previous one stay until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export interface AllRecords {
  records: Ticket[];
  /** More records matched than `limit`: only the newest `limit` are here. */
  capped: boolean;
}

/** Every record matching `search`, newest first, in the largest pages the API allows, up to `limit`. */
export async function fetchAllRecords(search: string, limit = EXPORT_ROW_LIMIT): Promise<AllRecords> {
  const records: Ticket[] = [];
  let after: RecordsCursor | undefined;
  do {
    const pageSize = Math.min(RECORDS_PAGE_MAX, limit - records.length);
    const page = await fetchRecordsPage(search, pageSize, after);
    records.push(...page);
    after = nextCursor(page, pageSize);
  } while (after && records.length < limit);
  const capped = after !== undefined && (await fetchRecordsPage(search, 1, after)).length > 0;
  return { records, capped };
}
