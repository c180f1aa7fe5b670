import { notFound } from '@lavado/shared/domain/errors';
import { serverMessages } from '@lavado/shared/messages/server';
import { clientDecider, clientMessages } from '@lavado/shared/clients/client.decider';
import { clientPrivacyDecider, clientPrivacyMessages } from '@lavado/shared/clients/client-privacy.decider';
import { eraseClient, purgeFeed } from './erase-client.command';
import { correctClient } from './correct-client.command';
import { clientStreamId } from '@lavado/shared/clients/client.events';
import { clientApi } from '@lavado/shared/clients/client.contract';
import { command } from '../http/command';
import { post } from '../http/route';
import type { App } from '../http/app-types';
import { withReservations } from '../commands/reservations';
import { callerOrganization } from '../http/auth';
import { exportClientData, findClient, listClients } from '@lavado/projections/read/clients';
import { clientProcessingRegister } from '@lavado/shared/privacy/processing-register';

export function clientRoutes(app: App): void {
  const { pool } = app.deps;

  post(app, clientApi.listClients, async (request) =>
    listClients(pool, callerOrganization(request, request.body.organizationId), request.body.search),
  );

  post(app, clientApi.listBlockedClients, async (request) =>
    listClients(pool, callerOrganization(request, request.body.organizationId), request.body.search, true),
  );

  post(app, clientApi.getClient, async (request) => {
    const client = await findClient(pool, callerOrganization(request, request.body.organizationId), request.body.id);
    // A blocked client's data is not used (docs/privacy.md, "Bloqueo temporal"): no new service picks them.
    if (!client || client.blocked) throw notFound(serverMessages.clientNotFound);
    return { status: true as const, ...client };
  });

  post(app, clientApi.exportClientData, async (request) => {
    const held = await exportClientData(pool, callerOrganization(request, request.body.organizationId), request.body.id);
    if (!held) throw notFound(serverMessages.clientNotFound);
    return { exportedAt: app.deps.now().toISOString(), ...held, processing: [...clientProcessingRegister] };
  });

  command(app, clientApi.eraseClient, {
    run: ({ commands, organizationId, body }) => eraseClient(app.deps, commands, organizationId, body.id, body.reason),
    answer: async (erased) => {
      // The realtime feed's rows about them (cards pushed before the erasure) go once the read models are rewritten.
      await purgeFeed(pool, erased);
      return { status: true as const, msg: clientMessages.erased };
    },
  });

  command(app, clientApi.correctClient, {
    run: ({ commands, organizationId, body }) => correctClient(commands, organizationId, body.id, body.client),
    answer: async (_done, { organizationId, body }) => {
      const corrected = await findClient(pool, organizationId, body.id);
      if (!corrected) throw notFound(serverMessages.clientNotFound);
      return { status: true as const, msg: clientMessages.corrected, client: corrected };
    },
  });

  command(app, clientApi.changeClientConsent, {
    run: async ({ commands, organizationId, body }) => {
      await commands.run(clientStreamId(body.id), clientPrivacyDecider, {
        type: 'ChangeClientConsent',
        organizationId,
        purpose: body.purpose,
        granted: body.granted,
        now: commands.now,
      });
    },
    answer: async (_, { organizationId, body }) => {
      const client = await findClient(pool, organizationId, body.id);
      if (!client) throw notFound(serverMessages.clientNotFound);
      return { status: true as const, msg: clientPrivacyMessages.consentChanged, client };
    },
  });

  command(app, clientApi.blockClient, {
    run: async ({ commands, organizationId, body }) => {
      await commands.run(clientStreamId(body.id), clientPrivacyDecider, {
        type: 'BlockClient',
        organizationId,
        reason: body.reason,
        now: commands.now,
      });
    },
    answer: () => ({ status: true as const, msg: clientPrivacyMessages.blocked }),
  });

  command(app, clientApi.unblockClient, {
    run: async ({ commands, organizationId, body }) => {
      await commands.run(clientStreamId(body.id), clientPrivacyDecider, { type: 'UnblockClient', organizationId, now: commands.now });
    },
    answer: () => ({ status: true as const, msg: clientPrivacyMessages.unblocked }),
  });

  command(app, clientApi.createClient, {
    run: async ({ commands, organizationId, body: { client } }) => {
      const clientId = commands.derivedId('client');
      const rut = { kind: 'client-rut' as const, value: `${organizationId}:${client.identification}`, ownerId: clientId };
      await withReservations(commands, [{ ...rut, conflictMessage: serverMessages.clientRutTaken }], () =>
        commands.run(clientStreamId(clientId), clientDecider, {
          type: 'RegisterClient',
          client: { clientId, organizationId, ...client },
          now: commands.now,
        }),
      );
      return clientId;
    },
    answer: async (clientId, { organizationId }) => {
      const created = await findClient(pool, organizationId, clientId);
      if (!created) throw notFound(serverMessages.clientNotFound);
      return { status: true as const, msg: serverMessages.clientRegistered, client: created };
    },
  });
}
