import { wallScreenApi } from '@lavado/shared/wall-screen/wall-screen.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/apiClient';
import { idempotencyHeaders } from '../../../lib/api/idempotencyKey';
import { useSessionOrganizationId } from '../../../lib/lavados/organizationScope';

const linksQueryKey = ['wallScreen', 'links'] as const;

/** The organization's active wall-screen links (the AD's "Pantalla" section). */
export function useWallScreenLinks() {
  const organizationId = useSessionOrganizationId();
  return useQuery({ queryKey: linksQueryKey, queryFn: () => call(wallScreenApi.listLinks, { organizationId }) });
}

/** Creates a link; its token is in this answer only. */
export function useCreateWallScreenLink() {
  const organizationId = useSessionOrganizationId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => call(wallScreenApi.createLink, { organizationId }, idempotencyHeaders(idempotencyKey)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksQueryKey }),
  });
}

export function useRevokeWallScreenLink() {
  const organizationId = useSessionOrganizationId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(wallScreenApi.revokeLink, { organizationId, id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksQueryKey }),
  });
}

/** Exchanges a link's token for the wall screen's board-only session. */
export function openWallScreen(token: string) {
  return call(wallScreenApi.openScreen, { token });
}
