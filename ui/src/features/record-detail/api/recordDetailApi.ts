import { washApi } from '@lavado/shared/wash/wash.contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TICKET_CHANGED, ticketChangedPayload } from '@lavado/shared/wash/ticket-feed';
import { call } from '../../../lib/api/apiClient';
import { useFeed } from '../../../lib/realtime/useFeed';
import { useSessionOrganizationId } from '../../../lib/lavados/organizationScope';

export const recordKeys = {
  one: (id: string) => ['wash', 'record', id] as const,
};

/** One record, kept current by the ticket's pushes, which carry the record as it now is. */
export function useRecord(id: string) {
  const organizationId = useSessionOrganizationId();
  const queryClient = useQueryClient();
  useFeed(TICKET_CHANGED, (payload) => {
    const pushed = ticketChangedPayload.safeParse(payload);
    if (pushed.success && pushed.data.ticket.id === id) queryClient.setQueryData(recordKeys.one(id), pushed.data.ticket);
  });
  return useQuery({
    queryKey: recordKeys.one(id),
    queryFn: () => call(washApi.getRecord, { organizationId, id }),
  });
}
