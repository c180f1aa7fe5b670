import type { QueryClient } from '@tanstack/react-query';
import {
  CONNECT_ERRORS,
  REALTIME_EVENTS,
  feedMessageSchema,
  resyncNoticeSchema,
  sessionEndedNoticeSchema,
  type HandshakeAuth,
} from '@lavado/realtime/protocol';
import { sessionEndSchema, type SessionEnd } from '@lavado/shared/auth/session-end';
import { expireSession } from '../session/expireSession';
import { useSessionStore } from '../session/sessionStore';
import { useRealtimeStore } from './connectionStore';
import { deliverFeedMessage } from './feedSubscriptions';
import { openRealtimeSocket, type RealtimeSocket } from './socket';

/** Wait before asking again after a refused handshake; Socket.IO only retries lost transports. */
export const HANDSHAKE_RETRY_MS = 5_000;

interface RealtimeSessionOptions {
  queryClient: QueryClient;
  openSocket?: (auth: () => HandshakeAuth) => RealtimeSocket;
}

/**
 * Opens the signed-in session's socket and keeps the app converged on the server's state:
 * `feed` pushes go to their topic's handlers, `resync` refetches every query, and an ended or
 * refused session signs the user out with 'Sesión expirada!'. Returns the function that closes it.
 */
export function startRealtimeSession({ queryClient, openSocket = openRealtimeSocket }: RealtimeSessionOptions): () => void {
  const store = useRealtimeStore;
  store.setState({ status: 'connecting', lastPosition: undefined });
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const handshake = (): HandshakeAuth => {
    const token = useSessionStore.getState().session?.token ?? '';
    const { lastPosition } = store.getState();
    return lastPosition === undefined ? { token } : { token, lastPosition };
  };
  const socket = openSocket(handshake);

  const retryLater = () => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => socket.connect(), HANDSHAKE_RETRY_MS);
  };
  const endSession = (end: SessionEnd | null) => {
    close();
    expireSession(end);
  };

  socket.on('connect', () => store.setState({ status: 'live' }));
  socket.on('disconnect', (reason) => {
    if (closed) return;
    store.setState({ status: 'reconnecting' });
    // The server let go of us without ending the session (a gateway going down): knock again.
    if (reason === 'io server disconnect') retryLater();
  });
  socket.on('connect_error', (error) => {
    store.setState((state) => ({ status: state.status === 'connecting' ? 'connecting' : 'reconnecting' }));
    if (socket.active) return;
    if (error.message === CONNECT_ERRORS.unauthorized) endSession(refusalReason(error));
    else retryLater();
  });
  socket.on(REALTIME_EVENTS.feed, (message) => {
    const parsed = feedMessageSchema.safeParse(message);
    if (!parsed.success) return;
    deliverFeedMessage(parsed.data);
    store.setState({ lastPosition: parsed.data.position });
  });
  socket.on(REALTIME_EVENTS.resync, (notice) => {
    const parsed = resyncNoticeSchema.safeParse(notice);
    if (!parsed.success) return;
    store.setState({ lastPosition: parsed.data.position });
    void queryClient.invalidateQueries();
  });
  socket.on(REALTIME_EVENTS.sessionEnded, (notice) => endSession(sessionEndedNoticeSchema.safeParse(notice).data?.end ?? null));

  function close() {
    if (closed) return;
    closed = true;
    clearTimeout(retryTimer);
    socket.disconnect();
    store.setState({ status: 'offline', lastPosition: undefined });
  }
  return close;
}

/** Why the handshake was refused, when the gateway said so (`connect_error`'s `data.end`). */
function refusalReason(error: Error): SessionEnd | null {
  const data: unknown = 'data' in error ? error.data : undefined;
  const end = typeof data === 'object' && data !== null && 'end' in data ? data.end : undefined;
  return sessionEndSchema.safeParse(end).data ?? null;
}
