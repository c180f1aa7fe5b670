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
