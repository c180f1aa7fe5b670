import { clientApi } from '@lavado/shared/clients/client.contract';
import { vehicleApi } from '@lavado/shared/vehicles/vehicle.contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLIENT_CHANGED } from '@lavado/shared/clients/client-feed';
import { useFeed } from '../../../lib/realtime/useFeed';
import { call } from '../../../lib/api/apiClient';
import { useSessionOrganizationId } from '../../../lib/lavados/organizationScope';
import { useCommand } from '../../../lib/query/useCommand';

/** The screen's queries, all under `all`, so that one invalidation refreshes them all. */
const clientKeys = {
  all: ['clients'] as const,
  list: (organizationId: string | null, search: string) => [...clientKeys.all, 'list', organizationId, search] as const,
  blocked: (organizationId: string | null, search: string) => [...clientKeys.all, 'blocked', organizationId, search] as const,
  vehicles: (organizationId: string | null, clientId: string) => [...clientKeys.all, 'vehicles', organizationId, clientId] as const,
};

/** The server filters by name or Rut and caps the list, so the screen never loads every client. */
export function useClients(search: string) {
  const organizationId = useSessionOrganizationId();
  const queryClient = useQueryClient();
  useFeed(CLIENT_CHANGED, () => void queryClient.invalidateQueries({ queryKey: clientKeys.all }));
  return useQuery({
    queryKey: clientKeys.list(organizationId, search),
    queryFn: () => call(clientApi.listClients, { organizationId, ...(search ? { search } : {}) }),
    // Typing in the filter keeps the previous rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** The AD's "Bloqueados" filter: the clients whose data is kept but not used, so that they can be unblocked. */
export function useBlockedClients(search: string, enabled: boolean) {
  const organizationId = useSessionOrganizationId();
  return useQuery({
    queryKey: clientKeys.blocked(organizationId, search),
    queryFn: () => call(clientApi.listBlockedClients, { organizationId, ...(search ? { search } : {}) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useClientVehicles(clientId: string) {
  const organizationId = useSessionOrganizationId();
  return useQuery({
    queryKey: clientKeys.vehicles(organizationId, clientId),
    queryFn: () => call(vehicleApi.listVehiclesOfClients, { organizationId, clients: [clientId] }),
  });
}

/** Commands of this screen refresh its lists in place once they succeeded; a retried registration registers nothing twice. */
const clientsCommand = { invalidates: [clientKeys.all] };

export const useCreateClient = () => useCommand(clientApi.createClient, clientsCommand);

export const useCreateVehicle = () => useCommand(vehicleApi.registerVehicle, clientsCommand);

export const useEraseClient = () => useCommand(clientApi.eraseClient, clientsCommand);

export const useCorrectClient = () => useCommand(clientApi.correctClient, clientsCommand);

export const useChangeClientConsent = () => useCommand(clientApi.changeClientConsent, clientsCommand);

export const useBlockClient = () => useCommand(clientApi.blockClient, clientsCommand);

export const useUnblockClient = () => useCommand(clientApi.unblockClient, clientsCommand);
