import type { Pool } from '@lavado/shared/db/pool';
import type { TokenClaims } from '@lavado/shared/auth/token';
import type { Logger } from '@lavado/shared/logger';
import type { FeedMessage } from '../protocol';
import { CATCHING_UP_ROOM, isWallScreen, organizationRoom, WALL_SCREENS_ROOM, wallScreenRoom } from '../rooms';
import type { GatewayServer, GatewaySocket } from '../socket-types';
import { canGoLive, finishReplay, offerLiveRow, startCatchUp, type CatchUp } from './catch-up';
import { formatFeedPosition, type FeedPosition } from './feed-position';
import { SUPER_ADMINS_FEED_ID } from '@lavado/shared/realtime/feed';
import { PLATFORM_WIDE_ORGANIZATION_ID, type FeedRow } from './feed-reader';
import { planReplay } from './replay';
import { wallScreenMessageOf } from './wall-screen-feed';

export interface FeedFanOut {
  /** Delivers a page handed over by this node's follower. */
  publish(rows: readonly FeedRow[], handedOverTo: FeedPosition): void;
  /** Starts feed delivery to a socket that has just joined its rooms. */
  connect(socket: GatewaySocket, lastPosition: unknown): void;
  disconnect(socket: GatewaySocket): void;
  /** Waits for the replays in flight. */
  close(): Promise<void>;
}

interface CatchingUpSocket {
  socket: GatewaySocket;
  organizationIds: readonly string[];
  /** What this socket is sent of a row (null: nothing). */
  messageOf: (row: FeedRow) => FeedMessage | null;
  catchUp: CatchUp;
}

/**
 * Sends each feed row to the sockets of this node that may see it, each row once and in feed
 * order. Live sockets are served by room broadcasts; a resuming socket is served on its own until
 * it has caught up (see catch-up.ts). Broadcasts are local on purpose: every node reads the feed
 * itself, so relaying through an adapter would deliver rows twice.
 */
export function createFeedFanOut(options: { io: GatewayServer; pool: Pool; logger: Logger; handedOverTo: FeedPosition }): FeedFanOut {
  const { io, pool, logger } = options;
  let handedOverTo = options.handedOverTo;
  const catchingUp = new Map<string, CatchingUpSocket>();
  const replays = new Set<Promise<void>>();

  function publish(rows: readonly FeedRow[], pageHandedOverTo: FeedPosition): void {
    for (const row of rows) {
      broadcastTargetOf(row).except(CATCHING_UP_ROOM).emit('feed', toFeedMessage(row));
      const forWallScreens = row.organizationId === PLATFORM_WIDE_ORGANIZATION_ID ? null : wallScreenMessageOf(row);
      if (forWallScreens) io.local.to(wallScreenRoom(row.organizationId)).except(CATCHING_UP_ROOM).emit('feed', forWallScreens);
      for (const entry of catchingUp.values()) {
        if (!entry.organizationIds.includes(row.organizationId)) continue;
        const { catchUp, send } = offerLiveRow(entry.catchUp, row);
        entry.catchUp = catchUp;
        const message = send && entry.messageOf(send);
        if (message) entry.socket.emit('feed', message);
      }
    }
    handedOverTo = pageHandedOverTo;
    for (const entry of catchingUp.values()) goLiveIfCaughtUp(entry);
  }

  /** People's sockets: wall screens are in none of their rooms, and left out of rows for everyone. */
  function broadcastTargetOf(row: FeedRow) {
    return row.organizationId === PLATFORM_WIDE_ORGANIZATION_ID
      ? io.local.except(WALL_SCREENS_ROOM)
      : io.local.to(organizationRoom(row.organizationId));
  }

  function connect(socket: GatewaySocket, lastPosition: unknown): void {
    if (lastPosition === undefined) {
      socket.emit('resync', { reason: 'no_position', position: formatFeedPosition(handedOverTo) });
      return;
    }
    const { claims } = socket.data;
    const entry: CatchingUpSocket = {
      socket,
      organizationIds: feedOrganizationsOf(claims),
      messageOf: isWallScreen(claims) ? wallScreenMessageOf : toFeedMessage,
      catchUp: startCatchUp(),
    };
    catchingUp.set(socket.id, entry);
    void socket.join(CATCHING_UP_ROOM);
    const replay = replayTo(entry, lastPosition).finally(() => replays.delete(replay));
    replays.add(replay);
  }

  async function replayTo(entry: CatchingUpSocket, lastPosition: unknown): Promise<void> {
    const { socket } = entry;
    let plan;
    try {
      plan = await planReplay(pool, lastPosition, entry.organizationIds);
    } catch (error) {
      logger.warn({ err: error, socketId: socket.id }, 'feed replay failed; closing the transport so that the client retries');
      catchingUp.delete(socket.id);
      socket.conn.close();
      return;
    }
    if (catchingUp.get(socket.id) !== entry) return;
    if (plan.kind === 'resync') socket.emit('resync', { reason: plan.reason, position: formatFeedPosition(plan.upTo) });
    else emitRows(entry, plan.rows);
    const { catchUp, send } = finishReplay(entry.catchUp, plan.upTo);
    emitRows(entry, send);
    entry.catchUp = catchUp;
    goLiveIfCaughtUp(entry);
  }

  function emitRows(entry: CatchingUpSocket, rows: readonly FeedRow[]): void {
    for (const row of rows) {
      const message = entry.messageOf(row);
      if (message) entry.socket.emit('feed', message);
    }
  }

  function goLiveIfCaughtUp(entry: CatchingUpSocket): void {
    if (!canGoLive(entry.catchUp, handedOverTo)) return;
    catchingUp.delete(entry.socket.id);
    void entry.socket.leave(CATCHING_UP_ROOM);
  }

  return {
    publish,
    connect,
    disconnect: (socket) => {
      catchingUp.delete(socket.id);
    },
    close: async () => {
      await Promise.all(replays);
    },
  };
}

/**
 * Platform-wide rows reach everyone; organization rows only that organization; a super admin gets
 * the super admins' rows. A wall screen gets its organization's rows only (and of those, only what
 * `wallScreenMessageOf` lets through).
 */
function feedOrganizationsOf(claims: TokenClaims): string[] {
  if (isWallScreen(claims)) return claims.organizationId ? [claims.organizationId] : [];
  return [PLATFORM_WIDE_ORGANIZATION_ID, claims.organizationId ?? SUPER_ADMINS_FEED_ID];
}

function toFeedMessage(row: FeedRow): FeedMessage {
  return { position: formatFeedPosition(row.position), topic: row.topic, payload: row.payload };
}
