import { assertNever, type Decider } from '../domain/decider';
import { conflict, invalid, notFound } from '../domain/errors';
import type { ClientDetails, ClientErasedData, ClientEvent, ClientRegisteredData } from './client.events';

export const clientMessages = {
  notFound: 'El cliente no existe.',
  erased: 'Datos personales del cliente eliminados.',
  corrected: '¡Datos del cliente corregidos!',
  nothingToCorrect: 'No hay cambios que guardar.',
} as const;

const detailFields = ['name', 'type', 'identification', 'contactName', 'clientAddress', 'clientEmail', 'clientPhone'] as const;

/** The details of a client as registered and corrected since. */
function detailsOf(data: ClientDetails): ClientDetails {
  return Object.fromEntries(detailFields.map((field) => [field, data[field]])) as ClientDetails;
}

export type ClientCommand =
  | { type: 'RegisterClient'; client: Omit<ClientRegisteredData, 'registeredAt'>; now: Date }
  /** What is the client's, found by the command (their tickets, vehicles, RUT's reservation), erased with them. */
  /** Rectification: the client's details as the AD wants them now; only what differs is recorded. */
  | { type: 'CorrectClientDetails'; organizationId: string; details: ClientDetails; now: Date }
  | { type: 'EraseClient'; organizationId: string; erasure: Omit<ClientErasedData, 'clientId' | 'organizationId' | 'erasedAt'>; now: Date };

export type ClientState =
  | { status: 'none' }
  | { status: 'registered'; clientId: string; organizationId: string; name: string; identification: string; details: ClientDetails }
  | { status: 'erased'; clientId: string; organizationId: string; erasure: ClientErasedData };

export const clientDecider: Decider<ClientCommand, ClientState, ClientEvent> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'ClientRegistered':
        return {
          status: 'registered',
          clientId: event.data.clientId,
          organizationId: event.data.organizationId,
          name: event.data.name,
          identification: event.data.identification,
          details: detailsOf(event.data),
        };
      case 'ClientDetailsCorrected': {
        if (state.status !== 'registered') return state;
        const details = { ...state.details, ...event.data.changes };
        return { ...state, name: details.name, identification: details.identification, details };
      }
      case 'ClientErased':
        return { status: 'erased', clientId: event.data.clientId, organizationId: event.data.organizationId, erasure: event.data };
      // Consents and blocking are the privacy decider's (client-privacy.decider.ts).
      case 'ClientConsentChanged':
      case 'ClientBlocked':
      case 'ClientUnblocked':
        return state;
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterClient':
        if (state.status !== 'none') throw conflict('El cliente ya existe.');
        return [{ type: 'ClientRegistered', data: { ...command.client, registeredAt: command.now.toISOString() } }];
      case 'CorrectClientDetails': {
        // An erased client is gone for every new command, as one that never existed.
        if (state.status !== 'registered' || state.organizationId !== command.organizationId) throw notFound(clientMessages.notFound);
        const changes: Partial<ClientDetails> = {};
        for (const field of detailFields) {
          if (command.details[field] !== state.details[field]) Object.assign(changes, { [field]: command.details[field] });
        }
        if (Object.keys(changes).length === 0) throw invalid(clientMessages.nothingToCorrect);
        return [
          {
            type: 'ClientDetailsCorrected',
            data: { clientId: state.clientId, organizationId: state.organizationId, changes, correctedAt: command.now.toISOString() },
          },
        ];
      }
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
