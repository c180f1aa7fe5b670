import { assertNever, type Decider } from '../domain/decider';
import { conflict, notFound } from '../domain/errors';
import type { WallScreenLinkEvent } from './wall-screen.events';

export const wallScreenMessages = {
  notFound: 'El enlace de pantalla no existe.',
  alreadyExists: 'El enlace de pantalla ya existe.',
  created: 'Enlace de pantalla creado.',
  revoked: 'Enlace de pantalla revocado.',
  invalidLink: 'El enlace de pantalla no es válido o fue revocado.',
} as const;

export type WallScreenLinkCommand =
  | { type: 'CreateWallScreenLink'; linkId: string; organizationId: string; now: Date }
  /** `organizationId` is the caller's: another organization's link behaves as a nonexistent one. */
  | { type: 'RevokeWallScreenLink'; organizationId: string; now: Date };

export type WallScreenLinkState = { status: 'none' } | { status: 'active' | 'revoked'; linkId: string; organizationId: string };

export const wallScreenLinkDecider: Decider<WallScreenLinkCommand, WallScreenLinkState, WallScreenLinkEvent> = {
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'WallScreenLinkCreated':
        return { status: 'active', linkId: event.data.linkId, organizationId: event.data.organizationId };
      case 'WallScreenLinkRevoked':
        return state.status === 'none' ? state : { ...state, status: 'revoked' };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateWallScreenLink':
        if (state.status !== 'none') throw conflict(wallScreenMessages.alreadyExists);
        return [
          {
            type: 'WallScreenLinkCreated',
            data: { linkId: command.linkId, organizationId: command.organizationId, createdAt: command.now.toISOString() },
          },
        ];
      case 'RevokeWallScreenLink':
        // A revoked link is gone for its organization too: revoking it again is like revoking nothing.
        if (state.status !== 'active' || state.organizationId !== command.organizationId) throw notFound(wallScreenMessages.notFound);
        return [
          {
            type: 'WallScreenLinkRevoked',
            data: { linkId: state.linkId, organizationId: state.organizationId, revokedAt: command.now.toISOString() },
          },
        ];
      default:
        return assertNever(command);
    }
  },
};
