import { WALL_SCREEN_ROLE, type TokenClaims } from '@lavado/shared/auth/token';
import { SUPER_ADMINS_FEED_ID } from '@lavado/shared/realtime/feed';

/** Rooms are assigned by the server from the verified token only; clients have no way to join one. */
export const organizationRoom = (organizationId: string) => `org:${organizationId}`;
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** An organization's wall screens: they get its ticket changes reduced to what the screen shows, and nothing else. */
export const wallScreenRoom = (organizationId: string) => `wall:${organizationId}`;
/** Every wall screen of this node, so that broadcasts to everyone can leave them out. */
export const WALL_SCREENS_ROOM = 'wall-screens';

/** Sockets still catching up on missed rows: room broadcasts skip them, they are served one by one. */
export const CATCHING_UP_ROOM = 'feed:catching-up';

/** Whether the socket is a wall screen's (docs/security.md, rule 47): it is sent only `wallScreenMessageOf` rows. */
export const isWallScreen = (claims: TokenClaims) => claims.role === WALL_SCREEN_ROLE;

/**
 * A super admin (no organization) belongs to no organization's room, only to the super admins' one.
 * A wall screen's session is no user and no member: its organization's wall-screen room, and its
 * own session's so that revoking ends it.
 */
export function roomsFor(claims: TokenClaims): string[] {
  if (isWallScreen(claims))
    return [...(claims.organizationId ? [wallScreenRoom(claims.organizationId)] : []), WALL_SCREENS_ROOM, sessionRoom(claims.sid)];
  return [organizationRoom(claims.organizationId ?? SUPER_ADMINS_FEED_ID), userRoom(claims.id), sessionRoom(claims.sid)];
}
