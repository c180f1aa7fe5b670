import { organizationApi } from '@lavado/shared/organizations/organization.contract';
import { wallScreenApi } from '@lavado/shared/wall-screen/wall-screen.contract';
import { ticketChangedPayload, wallScreenTicketChangedPayload } from '@lavado/shared/wash/ticket-feed';
import { washApi } from '@lavado/shared/wash/wash.contract';
import type { BoardStatusChange } from '@lavado/shared/wash/wash.schemas';
import { skipToken, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { statusMessageResponse } from '@lavado/shared/identity/auth.schemas';
import { z } from 'zod';
import { call } from '../../../lib/api/apiClient';
import { idempotencyHeaders } from '../../../lib/api/idempotencyKey';
import { sessionOrganizationId, useSessionOrganizationId } from '../../../lib/lavados/organizationScope';
import { stateThresholds, type StateThreshold } from '@lavado/shared/wash/state-thresholds';
import { useBoardFeed } from './useBoardFeed';

/**
 * A signed-in session is kept alive by its calls, not by its socket. The wall screen, which nobody
 * touches, reads the board this often (in place of the original app's 300000 ms page reload, docs/specification.md#deliberate-changes) so that its
 * session never reaches the idle timeout.
 */
export const WALL_SCREEN_KEEP_ALIVE_MS = 5 * 60_000;

/** Every board of the organization, whatever its day: other screens may invalidate them all. */
export const boardQueryPrefix = ['wash', 'board'] as const;

/** The day is part of the key: at midnight the next day's board is fetched by itself. */
export const boardQueryKey = (organizationId: string | null, today: string): QueryKey => [...boardQueryPrefix, organizationId, today];

/** Today's board of the user's organization, kept current by the pushed cards. */
export function useLiveBoard({ today }: { today: string }) {
  const organizationId = useSessionOrganizationId();
  const queryKey = boardQueryKey(organizationId, today);
  useBoardFeed(queryKey, today, ticketChangedPayload);
  return useQuery({ queryKey, queryFn: () => call(washApi.getBoard, { organizationId }) });
}

/**
 * Today's board as a wall screen shows it (`wallScreen/getBoard`: each card only what the screen
 * draws, docs/security.md rule 47), kept current by the pushed cards, and read every few minutes to
 * keep the screen's session alive.
 */
export function useWallScreenBoard({ today }: { today: string }) {
  const organizationId = useSessionOrganizationId();
  const queryKey = [...boardQueryKey(organizationId, today), 'wall'];
  useBoardFeed(queryKey, today, wallScreenTicketChangedPayload);
  return useQuery({
    queryKey,
    queryFn: () => call(wallScreenApi.getBoard, { organizationId }),
    refetchInterval: WALL_SCREEN_KEEP_ALIVE_MS,
    refetchIntervalInBackground: true,
  });
}

/** How long the organization's time-in-state thresholds are reused before they are read again. */
const THRESHOLDS_STALE_MS = 10 * 60_000;

/**
 * The amber and red time-in-state thresholds of the caller's organization (its own history per
 * service and state); until they arrive, or if they cannot be read, the defaults apply.
 */
export function useStateThresholds(): StateThreshold[] {
  const organizationId = useSessionOrganizationId();
  const { data } = useQuery({
    queryKey: ['wash', 'stateThresholds', organizationId],
    queryFn: () => call(washApi.getStateThresholds, { organizationId }),
    staleTime: THRESHOLDS_STALE_MS,
    refetchInterval: THRESHOLDS_STALE_MS,
  });
  return data ?? DEFAULT_THRESHOLDS;
}
const DEFAULT_THRESHOLDS = stateThresholds([]);

/** A board action refreshes the board once it succeeded, in case its push is late. */
function useBoardCommand<Variables>(send: (variables: Variables) => Promise<z.infer<typeof statusMessageResponse>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardQueryPrefix }),
  });
}

/** A command's values and the `Idempotency-Key` of the user's action that sends them. */
type Keyed<Values> = Values & { idempotencyKey: string };

/** Iniciar sends 2 (starts a pending ticket or resumes a paused one), Pausar sends 3; the caller is the employee. */
export function useSetTicketState() {
  return useBoardCommand(({ id, status, idempotencyKey }: Keyed<{ id: string; status: BoardStatusChange }>) =>
    call(washApi.setTicketState, { organizationId: sessionOrganizationId(), id, status }, idempotencyHeaders(idempotencyKey)),
  );
}

export function useFinishTicket() {
  return useBoardCommand(({ id, idempotencyKey }: Keyed<{ id: string }>) =>
    call(washApi.finishTicket, { organizationId: sessionOrganizationId(), id }, idempotencyHeaders(idempotencyKey)),
  );
}

export interface BoardMoment {
  /** ISO instant. */
  at: string;
  /** Named by the super admin only; an AD sees their own organization. */
  organizationId: string | null;
}

/** The board as it stood at a past moment, rebuilt by the server from the tickets' events. */
export function useBoardAt(moment: BoardMoment | null) {
  return useQuery({
    queryKey: ['wash', 'boardAt', moment?.organizationId ?? null, moment?.at ?? null],
    queryFn: moment ? () => call(washApi.getBoardAt, moment) : skipToken,
  });
}

/** The organizations whose past boards the super admin may look at. */
export function useBoardOrganizations({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['wash', 'boardOrganizations'],
    queryFn: () => call(organizationApi.listOrganizations, {}),
    enabled,
  });
}
