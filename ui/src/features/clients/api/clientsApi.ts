import { clientApi } from '@lavado/shared/clients/client.contract';
import { vehicleApi } from '@lavado/shared/vehicles/vehicle.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLIENT_CHANGED } from '@lavado/shared/clients/client-feed';
import { useFeed } from '../../../lib/realtime/useFeed';
import { type clientInputSchema } from '@lavado/shared/clients/client.schemas';
import { type vehicleInputSchema } from '@lavado/shared/vehicles/vehicle.schemas';
import { z } from 'zod';
import { call } from '../../../lib/api/apiClient';
import { idempotencyHeaders } from '../../../lib/api/idempotencyKey';
import { sessionOrganizationId, useSessionOrganizationId } from '../../../lib/lavados/organizationScope';

/** What `client/createClient` takes once the form went through the shared schema. */
export type NewClient = z.output<typeof clientInputSchema>;
export type NewVehicle = z.output<typeof vehicleInputSchema>;

/** Every query of this screen sits under this key, so one invalidation refreshes them all. */
export const clientsQueryKey = ['clients'] as const;

/** The server filters by name or Rut and caps the list, so the screen never loads every client. */
export function useClients(search: string) {
  const organizationId = useSessionOrganizationId();
  const queryClient = useQueryClient();
  useFeed(CLIENT_CHANGED, () => void queryClient.invalidateQueries({ queryKey: clientsQueryKey }));
  return useQuery({
    queryKey: [...clientsQueryKey, 'list', organizationId, search],
    queryFn: () => call(clientApi.listClients, { organizationId, ...(search ? { search } : {}) }),
    // Typing in the filter keeps the previous rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useClientVehicles(clientId: string) {
  const organizationId = useSessionOrganizationId();
  return useQuery({
    queryKey: [...clientsQueryKey, 'vehicles', organizationId, clientId],
    queryFn: () => call(vehicleApi.listVehiclesOfClients, { organizationId, clients: [clientId] }),
  });
}

/** Commands of this screen refresh its lists in place once they succeeded. */
function useClientsCommand<Variables, Result>(send: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}

/** A retry of the same registration carries the same key, so the server registers nothing twice. */
interface Keyed {
  idempotencyKey: string;
}

export function useCreateClient() {
  return useClientsCommand(({ client, idempotencyKey }: { client: NewClient } & Keyed) =>
    call(clientApi.createClient, { organizationId: sessionOrganizationId(), client }, idempotencyHeaders(idempotencyKey)),
  );
}

export function useCreateVehicle() {
  return useClientsCommand(({ vehicle, idempotencyKey }: { vehicle: NewVehicle } & Keyed) =>
    call(vehicleApi.registerVehicle, { organizationId: sessionOrganizationId(), vehicle }, idempotencyHeaders(idempotencyKey)),
  );
}
