import { checkInApi } from '@lavado/shared/wash/check-in.contract';
import { washApi } from '@lavado/shared/wash/wash.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/apiClient';
import { useSessionOrganizationId } from '../../../lib/lavados/organizationScope';
import { useCommand } from '../../../lib/query/useCommand';
import { ticketHistoryKeys } from '../../../lib/ticket-history/TicketHistoryTimeline';

/** The record's check-in, as the record's panel reads it (record-detail's checkInApi.ts keys it alike). */
const checkInKey = (id: string) => ['wash', 'check-in', id] as const;

/** The ticket the photos are for: its plate titles the screen. */
export function useTicketToCheckIn(id: string) {
  const organizationId = useSessionOrganizationId();
  return useQuery({ queryKey: ['wash', 'record', id], queryFn: () => call(washApi.getRecord, { organizationId, id }) });
}

export const useRecordCheckIn = (id: string) =>
  useCommand(checkInApi.recordCheckIn, { invalidates: [checkInKey(id), ticketHistoryKeys.ticket(id)] });
