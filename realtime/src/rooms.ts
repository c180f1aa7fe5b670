import type { TokenClaims } from '@lavado/shared/auth/token';

/** Rooms are assigned by the server from the verified token only; clients have no way to join one. */
export const organizationRoom = (organizationId: string) => `org:${organizationId}`;
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Sockets still catching up on missed rows: room broadcasts skip them, they are served one by one. */
export const CATCHING_UP_ROOM = 'feed:catching-up';

/** A super admin (no organization) belongs to no organization room. */
export function roomsFor(claims: TokenClaims): string[] {
  const rooms = [userRoom(claims.id), sessionRoom(claims.sid)];
  return claims.organizationId === null ? rooms : [organizationRoom(claims.organizationId), ...rooms];
}
