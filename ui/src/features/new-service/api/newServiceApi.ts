import { clientApi } from '@lavado/shared/clients/client.contract';
import { washApi } from '@lavado/shared/wash/wash.contract';
import { useQuery } from '@tanstack/react-query';
import type { newServiceSchema } from '@lavado/shared/wash/wash.schemas';
import { z } from 'zod';
import { apiPost, call } from '../../../lib/api/apiClient';
import { sessionOrganizationId } from '../../../lib/lavados/organizationScope';
import { useCommand } from '../../../lib/query/useCommand';

/** What `wash/createWashTicket` takes as `data` once the form went through the shared schema. */
export type NewService = z.output<typeof newServiceSchema>;

const newServiceKeys = {
  openTicketsOfPlate: (ppu: string | null) => ['wash', 'openTicketsOfPlate', ppu] as const,
  typicalServiceTimes: ['wash', 'typicalServiceTimes'] as const,
};

export { useCheckInPolicy } from '../../../lib/check-in/checkInPolicy';

export { useBillingSetup } from '../../../lib/money/moneyQueries';

/**
 * A retry of the same service carries the same key, so the server creates one ticket only. An
 * answer without `createdAt` leaves the ticket's fate unknown: the key is kept, and sending the form
 * again is the same command. The board shows the new ticket by its push.
 */
export const useCreateWashTicket = () => useCommand(washApi.createTicket, { isDone: ({ createdAt }) => createdAt !== undefined });

/** The owner's current name, for a service started from the clients screen. */
export async function fetchClientName(clientId: string): Promise<string> {
  // Only the name is read, so only the name is required of the answer.
  const route = clientApi.getClient;
  const client = await apiPost(
    route.path,
    { organizationId: sessionOrganizationId(), id: clientId },
    route.response.pick({ name: true }).parse,
  );
  return client.name;
}

/** The plate's open tickets (`wash/getOpenTicketsByPpu`), asked only for a complete plate. */
export function useOpenTicketsOfPlate(ppu: string | null) {
  return useQuery({
    queryKey: newServiceKeys.openTicketsOfPlate(ppu),
    queryFn: () => call(washApi.listOpenTicketsOfPlate, { organizationId: sessionOrganizationId(), ppu: ppu ?? '' }),
    enabled: ppu !== null,
    staleTime: 0,
  });
}

/** How long each service typically takes here (`wash/getTypicalServiceTimes`): the default delivery. History moves slowly. */
export function useTypicalServiceTimes() {
  return useQuery({
    queryKey: newServiceKeys.typicalServiceTimes,
    queryFn: () => call(washApi.getTypicalServiceTimes, { organizationId: sessionOrganizationId() }),
    staleTime: 10 * 60_000,
  });
}
