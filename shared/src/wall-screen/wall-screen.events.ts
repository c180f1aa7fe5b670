import { at, organizationId, ticketId } from '../events/example-values';
import type { EventDeclarations } from '../events/declaration';

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

/** A wall-screen link's life: one declaration per event above (docs/conventions.md, "Declaring an event"). */
export const wallScreenLinkEventCatalog = {
  WallScreenLinkCreated: {
    readModels: [],
    log: { describe: () => 'creó un enlace de pantalla del tablero', example: 'creó un enlace de pantalla del tablero' },
    personal: null,
    example: { linkId: ticketId, organizationId, createdAt: at },
  },
  WallScreenLinkRevoked: {
    readModels: [],
    log: { describe: () => 'revocó un enlace de pantalla del tablero', example: 'revocó un enlace de pantalla del tablero' },
    personal: null,
    example: { linkId: ticketId, organizationId, revokedAt: at },
  },
} as const satisfies EventDeclarations<WallScreenLinkEvent>;
