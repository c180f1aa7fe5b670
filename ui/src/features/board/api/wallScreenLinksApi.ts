import { wallScreenApi } from '@lavado/shared/wall-screen/wall-screen.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/apiClient';
import { useSessionOrganizationId } from '../../../lib/lavados/organizationScope';
import { useCommand } from '../../../lib/query/useCommand';

const wallScreenLinkKeys = {
  all: ['wallScreen', 'links'] as const,
};

/** The organization's active wall-screen links (the AD's "Pantalla" section). */
export function useWallScreenLinks() {
  const organizationId = useSessionOrganizationId();
  return useQuery({ queryKey: wallScreenLinkKeys.all, queryFn: () => call(wallScreenApi.listLinks, { organizationId }) });
}

/** Creates a link; its token is in this answer only. */
export const useCreateWallScreenLink = () => useCommand(wallScreenApi.createLink, { invalidates: [wallScreenLinkKeys.all] });

export const useRevokeWallScreenLink = () => useCommand(wallScreenApi.revokeLink, { invalidates: [wallScreenLinkKeys.all] });

/** Exchanges a link's token for the wall screen's board-only session. */
export function openWallScreen(token: string) {
  return call(wallScreenApi.openScreen, { token });
}
