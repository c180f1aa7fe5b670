import { washApi } from '@lavado/shared/wash/wash.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/apiClient';
import { sessionOrganizationId } from '../../../lib/lavados/organizationScope';

/** The ticket a payment receipt is for: its plate and service (the record, as its detail page reads it). */
export function useReceiptTicket(ticketId: string) {
  return useQuery({
    queryKey: ['receipt', 'ticket', ticketId],
    queryFn: () => call(washApi.getRecord, { organizationId: sessionOrganizationId(), id: ticketId }),
  });
}
