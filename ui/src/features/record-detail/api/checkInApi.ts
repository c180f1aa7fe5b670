import { checkInApi } from '@lavado/shared/wash/check-in.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/apiClient';
import { useSessionOrganizationId } from '../../../lib/lavados/organizationScope';
import { useCommand } from '../../../lib/query/useCommand';
import { ticketHistoryKeys } from '../../../lib/ticket-history/TicketHistoryTimeline';

export const checkInKeys = {
  one: (id: string) => ['wash', 'check-in', id] as const,
};

/** The record's photo check-in (null: none, or its files were deleted). */
export function useCheckIn(id: string) {
  const organizationId = useSessionOrganizationId();
  return useQuery({
    queryKey: checkInKeys.one(id),
    queryFn: async () => (await call(checkInApi.getCheckIn, { organizationId, id })).checkIn,
  });
}

export const useOpenClaim = (id: string) =>
  useCommand(checkInApi.openClaim, { invalidates: [checkInKeys.one(id), ticketHistoryKeys.ticket(id)] });
