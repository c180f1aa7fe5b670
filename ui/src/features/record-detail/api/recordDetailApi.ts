import { useQuery } from '@tanstack/react-query';
import { ticketSchema } from '@lavado/shared/wash/wash.schemas';
import { apiPost } from '../../../lib/api/apiClient';
import { useSessionStore } from '../../../lib/session/sessionStore';

export const recordQueryKey = (id: string) => ['wash', 'record', id] as const;

export function useRecord(id: string) {
  const organizationId = useSessionStore((state) => state.session?.organization ?? null);
  return useQuery({
    queryKey: recordQueryKey(id),
    queryFn: () => apiPost('wash/getCompleteTicketById', { organizationId, id }, ticketSchema.parse),
  });
}
