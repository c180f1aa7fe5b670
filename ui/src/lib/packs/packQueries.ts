import { packsApi } from '@lavado/shared/packs/packs.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/apiClient';
import { sessionOrganizationId } from '../lavados/organizationScope';
import { moneyKeys } from '../money/moneyQueries';
import { useCommand } from '../query/useCommand';

/** Every packs read, under one key: a pack sold, used, expired or refunded changes them all. */
export const packKeys = {
  all: ['packs'] as const,
  setup: ['packs', 'setup'] as const,
  sold: ['packs', 'sold'] as const,
  plate: (plate: string | null) => ['packs', 'plate', plate] as const,
};

/** What a pack command reads again: the packs, and the money (a sale or a refund is a payment of the day). */
export const packCommand = { invalidates: [packKeys.all, moneyKeys.all] };

/** A plate's packs and its next loyalty washes (`packs/getPlatePacks`), asked only for a complete plate. */
export function usePlatePacks(plate: string | null) {
  return useQuery({
    queryKey: packKeys.plate(plate),
    queryFn: () => call(packsApi.getPlatePacks, { organizationId: sessionOrganizationId(), plate: plate ?? '' }),
    enabled: plate !== null,
    staleTime: 0,
  });
}

export const useChargeToPack = () => useCommand(packsApi.usePack, packCommand);
export const useApplyLoyalty = () => useCommand(packsApi.applyLoyalty, packCommand);
export const useSellPack = () => useCommand(packsApi.sellPack, packCommand);
