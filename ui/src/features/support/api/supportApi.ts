import { supportApi } from '@lavado/shared/support/support.contract';
import { SUPPORT_CHANGED } from '@lavado/shared/support/support.events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type supportTicketInputSchema } from '@lavado/shared/support/support.schemas';
import { z } from 'zod';
import { call } from '../../../lib/api/apiClient';
import { useCommand } from '../../../lib/query/useCommand';
import { useFeed } from '../../../lib/realtime/useFeed';

/** What `support/createTicket` takes once the form's values went through the shared schema. */
export type NewSupportTicket = z.output<typeof supportTicketInputSchema>;

const supportKeys = {
  userTickets: ['support', 'userTickets'] as const,
};

/** The organization's tickets, newest first, kept live: the SA's start and close show up at once. */
export function useUserTickets(organizationId: string | null) {
  const queryClient = useQueryClient();
  useFeed(SUPPORT_CHANGED, () => void queryClient.invalidateQueries({ queryKey: supportKeys.userTickets }));
  return useQuery({
    queryKey: supportKeys.userTickets,
    queryFn: () => call(supportApi.listOrganizationTickets, { organizationId }),
  });
}

/** The same ticket sent again after a failure carries the same key, so that a retry opens no second ticket. */
export const useCreateTicket = () => useCommand(supportApi.createTicket, { invalidates: [supportKeys.userTickets] });
