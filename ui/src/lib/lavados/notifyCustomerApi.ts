import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { washApi } from '@lavado/shared/wash/wash.contract';
import { call } from '../api/apiClient';
import { idempotencyHeaders } from '../api/idempotencyKey';
import { sessionOrganizationId } from './organizationScope';

/**
 * `washApi.notifyCustomer`: records that the client was told about the ticket's state. The card's
 * push shows "Avisado" everywhere; `refreshes` is read again in case that push is late.
 */
export function useNotifyCustomer(refreshes: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    /** `status`: the state the customer is told about (kept for the button, not sent: the server reads it from the ticket). */
    mutationFn: ({ id, idempotencyKey }: { id: string; status: number; idempotencyKey: string }) =>
      call(washApi.notifyCustomer, { organizationId: sessionOrganizationId(), id }, idempotencyHeaders(idempotencyKey)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refreshes }),
  });
}
