import { packsApi } from '@lavado/shared/packs/packs.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/apiClient';
import { sessionOrganizationId } from '../../../lib/lavados/organizationScope';
import { packCommand, packKeys } from '../../../lib/packs/packQueries';
import { useCommand } from '../../../lib/query/useCommand';

export { useBillingSetup } from '../../../lib/money/moneyQueries';
export { useSellPack } from '../../../lib/packs/packQueries';

export function usePacksSetup() {
  return useQuery({
    queryKey: packKeys.setup,
    queryFn: () => call(packsApi.getPacksSetup, { organizationId: sessionOrganizationId() }),
  });
}

export function useSoldPacks() {
  return useQuery({
    queryKey: packKeys.sold,
    queryFn: () => call(packsApi.listPacks, { organizationId: sessionOrganizationId() }),
  });
}

export const useOfferPack = () => useCommand(packsApi.offerPack, packCommand);
export const useWithdrawOffer = () => useCommand(packsApi.withdrawOffer, packCommand);
export const useSetLoyaltyRule = () => useCommand(packsApi.setLoyaltyRule, packCommand);
export const useExpirePack = () => useCommand(packsApi.expirePack, packCommand);
export const useRefundPack = () => useCommand(packsApi.refundPack, packCommand);
