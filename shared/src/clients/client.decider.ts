import { assertNever, type Decider } from '../domain/decider';
import { conflict } from '../domain/errors';
import type { ClientEvent, ClientRegisteredData } from './client.events';

export type ClientCommand = { type: 'RegisterClient'; client: Omit<ClientRegisteredData, 'registeredAt'>; now: Date };

export type ClientState = { status: 'none' } | { status: 'registered'; clientId: string; organizationId: string; name: string };

export const clientDecider: Decider<ClientCommand, ClientState, ClientEvent> = {
  initialState: { status: 'none' },
  evolve(_state, event) {
    switch (event.type) {
      case 'ClientRegistered':
        return { status: 'registered', clientId: event.data.clientId, organizationId: event.data.organizationId, name: event.data.name };
      default:
        return assertNever(event.type);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterClient':
        if (state.status !== 'none') throw conflict('El cliente ya existe.');
        return [{ type: 'ClientRegistered', data: { ...command.client, registeredAt: command.now.toISOString() } }];
      default:
        return assertNever(command.type);
    }
  },
};
