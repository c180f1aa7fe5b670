import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { statusMessageResponse } from '@lavado/shared/identity/auth.schemas';
import { apiPost } from '../api/apiClient';
import { idempotencyHeaders } from '../api/idempotencyKey';
import { sessionOrganizationId } from './organizationScope';

/**
 * `wash/notifyCustomer`: records that the client was told about the ticket's state. The card's push
 * shows "Avisado" everywhere; `refreshes` is read again in case that push is late.
 */
export function useNotifyCustomer(refreshes: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    /** `status`: the state the customer is told about (kept for the button, not sent: the server reads it from the ticket). */
    mutationFn: ({ id, idempotencyKey }: { id: string; status: number; idempotencyKey: string }) =>
      apiPost(
        'wash/notifyCustomer',
        { organizationId: sessionOrganizationId(), id },
        statusMessageResponse.parse,
        idempotencyHeaders(idempotencyKey),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refreshes }),
  });
}
