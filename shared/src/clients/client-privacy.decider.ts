import { assertNever, type Decider } from '../domain/decider';
import { notFound } from '../domain/errors';
import { clientDecider, clientMessages, type ClientState } from './client.decider';
import { consentsBeforeAsking, consentsOf, type ClientConsents, type ClientEvent, type ConsentPurpose } from './client.events';

export const clientPrivacyMessages = {
  consentChanged: 'Consentimiento actualizado.',
  blocked: 'Cliente bloqueado.',
  unblocked: 'Cliente desbloqueado.',
} as const;

/** Consents and the temporary block (docs/privacy.md, "Consentimiento por finalidad", "Bloqueo temporal"). */
export type ClientPrivacyCommand =
  | { type: 'ChangeClientConsent'; organizationId: string; purpose: ConsentPurpose; granted: boolean; now: Date }
  | { type: 'BlockClient'; organizationId: string; reason: string; now: Date }
  | { type: 'UnblockClient'; organizationId: string; now: Date };

export interface ClientPrivacyState {
  /** The client as the client decider folds it: whether it exists, whose it is, whether it was erased. */
  client: ClientState;
  consents: ClientConsents;
  blocked: { reason: string; since: string } | null;
}

/** Whether the client may be sent the ticket's notice: not while blocked, nor after withdrawing consent to service messages. */
export function noticeRefusalOf(state: ClientPrivacyState): 'blocked' | 'withdrawn' | null {
  if (state.blocked) return 'blocked';
  return state.consents.serviceMessages ? null : 'withdrawn';
}

/**
 * Decides consents and blocking on the client's own stream. The client itself comes from the client
 * decider, so this adds only what these commands need. Each command says what the client's state
 * should become: one that is already so appends nothing, which makes a retry harmless.
 */
export const clientPrivacyDecider: Decider<ClientPrivacyCommand, ClientPrivacyState, ClientEvent> = {
  initialState: { client: clientDecider.initialState, consents: consentsBeforeAsking, blocked: null },

  evolve(state, event) {
    const client = clientDecider.evolve(state.client, event);
    switch (event.type) {
      case 'ClientRegistered':
        return { client, consents: consentsOf(event.data), blocked: null };
      case 'ClientConsentChanged':
        return { ...state, client, consents: { ...state.consents, [event.data.purpose]: event.data.granted } };
      case 'ClientBlocked':
        return { ...state, client, blocked: { reason: event.data.reason, since: event.data.blockedAt } };
      case 'ClientUnblocked':
        return { ...state, client, blocked: null };
      case 'ClientDetailsCorrected':
      case 'ClientErased':
        return { ...state, client };
      default:
        return assertNever(event);
    }
  },

  decide(command, { client, consents, blocked }) {
    // An erased client is gone: nothing new is recorded about them, exactly as for another organization's.
    if (client.status !== 'registered' || client.organizationId !== command.organizationId) throw notFound(clientMessages.notFound);
    const ids = { clientId: client.clientId, organizationId: client.organizationId };
    switch (command.type) {
      case 'ChangeClientConsent':
        if (consents[command.purpose] === command.granted) return [];
        return [
          {
            type: 'ClientConsentChanged',
            data: { ...ids, purpose: command.purpose, granted: command.granted, changedAt: command.now.toISOString() },
          },
        ];
      case 'BlockClient':
        if (blocked) return [];
        return [{ type: 'ClientBlocked', data: { ...ids, reason: command.reason, blockedAt: command.now.toISOString() } }];
      case 'UnblockClient':
        if (!blocked) return [];
        return [{ type: 'ClientUnblocked', data: { ...ids, unblockedAt: command.now.toISOString() } }];
      default:
        return assertNever(command);
    }
  },
};
