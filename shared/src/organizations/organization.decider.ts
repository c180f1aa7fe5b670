import { assertNever, type Decider } from '../domain/decider';
import { conflict, notFound } from '../domain/errors';
import { serverMessages } from '../messages/server';
import type { Enable } from './organization.schemas';
import type { OrganizationEvent } from './organization.events';

export type OrganizationCommand =
  | {
      type: 'RegisterOrganization';
      organizationId: string;
      name: string;
      identification: string;
      domain: string;
      parentId: string | null;
      now: Date;
    }
  /** The client sends the value it currently shows; the server flips it (docs/specification.md#states-and-transitions). */
  | { type: 'ToggleOrganizationState'; shownEnable: Enable }
  | { type: 'DeleteOrganization' };

export type OrganizationState =
  | { status: 'none' }
  | { status: 'active' | 'inactive'; organizationId: string; parentId: string | null; identification: string }
  | { status: 'deleted'; organizationId: string; identification: string };

export const organizationDecider: Decider<OrganizationCommand, OrganizationState, OrganizationEvent> = {
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'OrganizationRegistered':
        return {
          status: 'active',
          organizationId: event.data.organizationId,
          parentId: event.data.parentId,
          identification: event.data.identification,
        };
      case 'OrganizationEnabled':
        return state.status === 'inactive' ? { ...state, status: 'active' } : state;
      case 'OrganizationDisabled':
        return state.status === 'active' ? { ...state, status: 'inactive' } : state;
      case 'OrganizationDeleted':
        return state.status === 'none'
          ? state
          : { status: 'deleted', organizationId: state.organizationId, identification: state.identification };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterOrganization':
        if (state.status !== 'none') throw conflict(serverMessages.organizationExists);
        return [
          {
            type: 'OrganizationRegistered',
            data: {
              organizationId: command.organizationId,
              name: command.name,
              identification: command.identification,
              domain: command.domain,
              parentId: command.parentId,
              registeredAt: command.now.toISOString(),
            },
          },
        ];
      case 'ToggleOrganizationState': {
        if (state.status === 'none' || state.status === 'deleted') throw notFound(serverMessages.notFound);
        const organizationId = state.organizationId;
        if (command.shownEnable === 1) return state.status === 'active' ? [{ type: 'OrganizationDisabled', data: { organizationId } }] : [];
        return state.status === 'inactive' ? [{ type: 'OrganizationEnabled', data: { organizationId } }] : [];
      }
      case 'DeleteOrganization':
        if (state.status === 'none' || state.status === 'deleted') throw notFound(serverMessages.notFound);
        return [{ type: 'OrganizationDeleted', data: { organizationId: state.organizationId } }];
      default:
        return assertNever(command);
    }
  },
};
