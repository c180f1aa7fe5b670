import { supportApi } from '@lavado/shared/support/support.contract';
import { SUPPORT_CHANGED } from '@lavado/shared/support/support.events';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type supportTicketInputSchema } from '@lavado/shared/support/support.schemas';
import { z } from 'zod';
import { call } from '../../../lib/api/apiClient';
import { idempotencyHeaders } from '../../../lib/api/idempotencyKey';
import { useFeed } from '../../../lib/realtime/useFeed';

/** What `support/createTicket` takes once the form's values went through the shared schema. */
export type NewSupportTicket = z.output<typeof supportTicketInputSchema>;

export const userTicketsQueryKey = ['support', 'userTickets'] as const;

/** The organization's tickets, newest first, kept live: the SA's start and close show up at once. */
export function useUserTickets(organizationId: string | null) {
  const queryClient = useQueryClient();
  useFeed(SUPPORT_CHANGED, () => void queryClient.invalidateQueries({ queryKey: userTicketsQueryKey }));
  return useQuery({
    queryKey: userTicketsQueryKey,
    queryFn: () => call(supportApi.listOrganizationTickets, { organizationId }),
  });
}

export interface TicketRequest {
  ticket: NewSupportTicket;
  /** The same ticket sent again after a failure reuses it, so that a retry opens no second ticket. */
  idempotencyKey: string;
}

export function useCreateTicket(organizationId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticket, idempotencyKey }: TicketRequest) =>
      call(supportApi.createTicket, { organizationId, ticket }, idempotencyHeaders(idempotencyKey)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userTicketsQueryKey }),
  });
}
