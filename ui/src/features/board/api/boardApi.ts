import { employeeApi } from '@lavado/shared/identity/employee.contract';
import { organizationApi } from '@lavado/shared/organizations/organization.contract';
import { wallScreenApi } from '@lavado/shared/wall-screen/wall-screen.contract';
import { ticketChangedPayload, wallScreenTicketChangedPayload } from '@lavado/shared/wash/ticket-feed';
import { washApi } from '@lavado/shared/wash/wash.contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/apiClient';
import { useSessionOrganizationId } from '../../../lib/lavados/organizationScope';
import { unlessLive } from '../../../lib/realtime/connectionStore';
import { stateThresholds, type StateThreshold } from '@lavado/shared/wash/state-thresholds';
import { useEffect } from 'react';
import { boardSnapshotKey, keepBoardSnapshot, readBoardSnapshot } from './boardSnapshot';
import { useBoardFeed, useClientsOnBoardFeed } from './useBoardFeed';

/**
 * A signed-in session is kept alive by its calls, not by its socket. The wall screen, which nobody
 * touches, reads the board this often (in place of the original app's 300000 ms page reload, docs/specification.md#deliberate-changes) so that its
 * session never reaches the idle timeout.
 */
export const WALL_SCREEN_KEEP_ALIVE_MS = 5 * 60_000;

/**
 * The board's queries. `all` holds every board of the organization, whatever its day, and the wall
 * screen's: the day is part of a board's key, so that at midnight the next day's is fetched by itself.
 */
export const boardKeys = {
  all: ['wash', 'board'] as const,
  live: (organizationId: string | null, today: string) => [...boardKeys.all, organizationId, today] as const,
  wall: (organizationId: string | null, today: string) => [...boardKeys.live(organizationId, today), 'wall'] as const,
  at: (moment: BoardMoment | null) => ['wash', 'boardAt', moment?.organizationId ?? null, moment?.at ?? null] as const,
  thresholds: (organizationId: string | null) => ['wash', 'stateThresholds', organizationId] as const,
  organizations: ['wash', 'boardOrganizations'] as const,
};

/**
 * What a board command reads again: its change comes back to every board by push, the clicking
 * device's too, which applies it in place (useBoardFeed); the whole board only when no push can.
 */
export const boardCommandRefreshes = unlessLive([boardKeys.all]);

/** The organization's administrators' names: whom a washer without a RUT asks for one. */
export function useAdministratorNames() {
  const organizationId = useSessionOrganizationId();
  return useQuery({
    queryKey: ['employees', 'administrators', organizationId] as const,
    queryFn: () => call(employeeApi.listAdministrators, { organizationId }),
    select: (administrators) => administrators.map(({ name }) => name),
  });
}

/**
 * Today's board of the user's organization, kept current by the pushed cards. The tab keeps the last
 * board it showed (boardSnapshot.ts): reloaded without connection, the washer still sees the cards,
 * with the time they are from, and can tap (the outbox keeps the taps).
 */
export function useLiveBoard({ today }: { today: string }) {
  const organizationId = useSessionOrganizationId();
  const queryKey = boardKeys.live(organizationId, today);
  useBoardFeed(queryKey, today, ticketChangedPayload);
  useClientsOnBoardFeed(queryKey);
  const snapshotKey = boardSnapshotKey(organizationId, today);
  const query = useQuery({
    queryKey,
    queryFn: () => call(washApi.getBoard, { organizationId }),
    initialData: () => readBoardSnapshot(snapshotKey)?.board,
    initialDataUpdatedAt: () => readBoardSnapshot(snapshotKey)?.at,
  });
  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (data) keepBoardSnapshot(snapshotKey, data, dataUpdatedAt);
  }, [snapshotKey, data, dataUpdatedAt]);
  return query;
}

/**
 * Today's board as a wall screen shows it (`wallScreen/getBoard`: each card only what the screen
 * draws, docs/security.md rule 47), kept current by the pushed cards, and read every few minutes to
 * keep the screen's session alive.
 */
export function useWallScreenBoard({ today }: { today: string }) {
  const organizationId = useSessionOrganizationId();
  const queryKey = boardKeys.wall(organizationId, today);
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
    queryKey: boardKeys.thresholds(organizationId),
    queryFn: () => call(washApi.getStateThresholds, { organizationId }),
    staleTime: THRESHOLDS_STALE_MS,
    refetchInterval: THRESHOLDS_STALE_MS,
  });
  return data ?? DEFAULT_THRESHOLDS;
}
const DEFAULT_THRESHOLDS = stateThresholds([]);

export interface BoardMoment {
  /** ISO instant. */
  at: string;
  /** Named by the super admin only; an AD sees their own organization. */
  organizationId: string | null;
}

/** The board as it stood at a past moment, rebuilt by the server from the tickets' events. */
export function useBoardAt(moment: BoardMoment | null) {
  return useQuery({
    queryKey: boardKeys.at(moment),
    queryFn: moment ? () => call(washApi.getBoardAt, moment) : skipToken,
  });
}

/** The organizations whose past boards the super admin may look at. */
export function useBoardOrganizations({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: boardKeys.organizations,
    queryFn: () => call(organizationApi.listOrganizations, {}),
    enabled,
  });
}
