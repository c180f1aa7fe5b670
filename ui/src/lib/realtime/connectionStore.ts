import type { QueryKey } from '@tanstack/react-query';
import { create } from 'zustand';

/**
 * `connecting`: the first handshake of this session is under way; `live`: pushes arrive;
 * `reconnecting`: the socket was lost or refused and is being retried; `offline`: no session socket.
 */
export type RealtimeStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

interface RealtimeState {
  status: RealtimeStatus;
  /** Position of the last `feed` or `resync` applied, sent back on reconnection to resume from it. */
  lastPosition: string | undefined;
}

export const useRealtimeStore = create<RealtimeState>()(() => ({ status: 'offline', lastPosition: undefined }));

export function useRealtimeStatus(): RealtimeStatus {
  return useRealtimeStore((state) => state.status);
}

/**
 * What a command whose change comes back by push reads again once it succeeded: nothing while this
 * device's socket is live (the push brings the change, and a full refetch would only repeat it),
 * `keys` otherwise, since the push may never reach it.
 */
export const unlessLive = (keys: readonly QueryKey[]) => (): readonly QueryKey[] =>
  useRealtimeStore.getState().status === 'live' ? [] : keys;
