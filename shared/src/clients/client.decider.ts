import { assertNever, type Decider } from '../domain/decider';
import { conflict, notFound } from '../domain/errors';
import type { ClientErasedData, ClientEvent, ClientRegisteredData } from './client.events';

export const clientMessages = {
  notFound: 'El cliente no existe.',
  erased: 'Datos personales del cliente eliminados.',
} as const;

export type ClientCommand =
  | { type: 'RegisterClient'; client: Omit<ClientRegisteredData, 'registeredAt'>; now: Date }
  /** What is the client's, found by the command (their tickets, vehicles, RUT's reservation), erased with them. */
  | { type: 'EraseClient'; organizationId: string; erasure: Omit<ClientErasedData, 'clientId' | 'organizationId' | 'erasedAt'>; now: Date };

export type ClientState =
  | { status: 'none' }
  | { status: 'registered'; clientId: string; organizationId: string; name: string; identification: string }
  | { status: 'erased'; clientId: string; organizationId: string; erasure: ClientErasedData };

export const clientDecider: Decider<ClientCommand, ClientState, ClientEvent> = {
  initialState: { status: 'none' },
  evolve(_state, event) {
    switch (event.type) {
      case 'ClientRegistered':
        return {
          status: 'registered',
          clientId: event.data.clientId,
          organizationId: event.data.organizationId,
          name: event.data.name,
          identification: event.data.identification,
        };
      case 'ClientErased':
        return { status: 'erased', clientId: event.data.clientId, organizationId: event.data.organizationId, erasure: event.data };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterClient':
        if (state.status !== 'none') throw conflict('El cliente ya existe.');
        return [{ type: 'ClientRegistered', data: { ...command.client, registeredAt: command.now.toISOString() } }];
      case 'EraseClient':
        if (state.status === 'none' || state.organizationId !== command.organizationId) throw notFound(clientMessages.notFound);
        // Erasing again changes nothing: the command goes on to delete whatever keys are left.
        if (state.status === 'erased') return [];
        return [
          {
            type: 'ClientErased',
            data: {
              clientId: state.clientId,
              organizationId: state.organizationId,
              ...command.erasure,
              erasedAt: command.now.toISOString(),
            },
          },
        ];
      default:
        return assertNever(command);
    }
  },
};
