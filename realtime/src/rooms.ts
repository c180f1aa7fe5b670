import { WALL_SCREEN_ROLE, type TokenClaims } from '@lavado/shared/auth/token';
import { SUPER_ADMINS_FEED_ID } from '@lavado/shared/realtime/feed';

/** Rooms are assigned by the server from the verified token only; clients have no way to join one. */
export const organizationRoom = (organizationId: string) => `org:${organizationId}`;
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Sockets still catching up on missed rows: room broadcasts skip them, they are served one by one. */
export const CATCHING_UP_ROOM = 'feed:catching-up';

/**
 * A super admin (no organization) belongs to no organization's room, only to the super admins' one.
 * A wall screen's session is no user: its organization's room, and its own so that revoking ends it.
 */
export function roomsFor(claims: TokenClaims): string[] {
  if (claims.role === WALL_SCREEN_ROLE)
    return [...(claims.organizationId ? [organizationRoom(claims.organizationId)] : []), sessionRoom(claims.sid)];
  return [organizationRoom(claims.organizationId ?? SUPER_ADMINS_FEED_ID), userRoom(claims.id), sessionRoom(claims.sid)];
}
