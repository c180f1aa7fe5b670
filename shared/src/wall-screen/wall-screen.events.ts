/**
 * A wall-screen link's life, for the log: who created it and who revoked it. The link's token is
 * never in an event (its SHA-256 lives in the write-side `wall_screen_links` table only).
 */
export type WallScreenLinkEvent =
  | { type: 'WallScreenLinkCreated'; data: { linkId: string; organizationId: string; createdAt: string } }
  | { type: 'WallScreenLinkRevoked'; data: { linkId: string; organizationId: string; revokedAt: string } };

export type WallScreenLinkEventType = WallScreenLinkEvent['type'];
export const wallScreenLinkEventTypes: readonly WallScreenLinkEventType[] = ['WallScreenLinkCreated', 'WallScreenLinkRevoked'];

export const wallScreenLinkStreamId = (linkId: string) => `wall-screen-link-${linkId}`;
