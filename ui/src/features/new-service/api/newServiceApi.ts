import { useMutation } from '@tanstack/react-query';
import { clientSchema } from '@lavado/shared/clients/client.schemas';
import type { newServiceSchema } from '@lavado/shared/wash/wash.schemas';
import { z } from 'zod';
import { apiPost } from '../../../lib/api/apiClient';
import { idempotencyHeaders } from '../../../lib/api/idempotencyKey';
import { sessionOrganizationId } from '../../../lib/lavados/organizationScope';

/** What `wash/createWashTicket` takes as `data` once the form went through the shared schema. */
export type NewService = z.output<typeof newServiceSchema>;

/** The original client reads `createdAt` to know the ticket exists; its absence is reported, not assumed. */
const ticketCreatedSchema = z.object({ msg: z.string(), id: z.uuid(), createdAt: z.string().optional() });
const clientNameSchema = clientSchema.pick({ name: true });

/** A retry of the same service carries the same key, so the server creates one ticket only. */
export function useCreateWashTicket() {
  return useMutation({
    mutationFn: ({ data, idempotencyKey }: { data: NewService; idempotencyKey: string }) =>
      apiPost(
        'wash/createWashTicket',
        { organizationId: sessionOrganizationId(), data },
        ticketCreatedSchema.parse,
        idempotencyHeaders(idempotencyKey),
      ),
  });
}

/** The owner's current name, for a service started from the clients screen. */
export async function fetchClientName(clientId: string): Promise<string> {
  const client = await apiPost('client/getClientsById', { organizationId: sessionOrganizationId(), id: clientId }, clientNameSchema.parse);
  return client.name;
}
