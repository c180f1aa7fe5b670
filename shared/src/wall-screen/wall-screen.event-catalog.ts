import type { EventDeclarations } from '../events/declaration';
import type { WallScreenLinkEvent } from './wall-screen.events';

/** A wall-screen link's life (`wall-screen.events.ts`): one declaration per event (docs/conventions.md, "Declaring an event"). */
export const wallScreenLinkEventCatalog = {
  WallScreenLinkCreated: { readModels: [], log: { describe: () => 'creó un enlace de pantalla del tablero' }, personal: null },
  WallScreenLinkRevoked: { readModels: [], log: { describe: () => 'revocó un enlace de pantalla del tablero' }, personal: null },
} as const satisfies EventDeclarations<WallScreenLinkEvent>;
