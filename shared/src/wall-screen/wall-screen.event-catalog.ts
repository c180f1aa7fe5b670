import { at, organizationId, ticketId } from '../events/example-values';
import type { EventDeclarations } from '../events/declaration';
import type { WallScreenLinkEvent } from './wall-screen.events';

/** A wall-screen link's life (`wall-screen.events.ts`): one declaration per event (docs/conventions.md, "Declaring an event"). */
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
