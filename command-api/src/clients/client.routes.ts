import { notFound } from '@lavado/shared/domain/errors';
import { serverMessages } from '@lavado/shared/messages/server';
import { clientDecider } from '@lavado/shared/clients/client.decider';
import { clientStreamId } from '@lavado/shared/clients/client.events';
import { clientApi } from '@lavado/shared/clients/client.contract';
import { post } from '../http/route';
import type { App } from '../http/app-types';
import { withReservations } from '../commands/reservations';
import { callerOrganization } from '../http/auth';
import { findClient, listClients } from '@lavado/projections/read/clients';

export function clientRoutes(app: App): void {
  const { pool } = app.deps;

  post(app, clientApi.listClients, async (request) =>
    listClients(pool, callerOrganization(request, request.body.organizationId), request.body.search),
  );

  post(app, clientApi.getClient, async (request) => {
    const client = await findClient(pool, callerOrganization(request, request.body.organizationId), request.body.id);
    if (!client) throw notFound(serverMessages.clientNotFound);
    return { status: true as const, ...client };
  });

  post(app, clientApi.createClient, async (request) => {
    const organizationId = callerOrganization(request, request.body.organizationId);
    const client = request.body.client;
    const commands = app.commandsFor(request);
    const clientId = commands.derivedId('client');
    await withReservations(
      commands,
      [
        {
          kind: 'client-rut',
          value: `${organizationId}:${client.identification}`,
          ownerId: clientId,
          conflictMessage: serverMessages.clientRutTaken,
        },
      ],
      () =>
        commands.run(clientStreamId(clientId), clientDecider, {
          type: 'RegisterClient',
          client: { clientId, organizationId, ...client },
          now: commands.now,
        }),
    );
    await commands.settle(['clients']);
    const created = await findClient(pool, organizationId, clientId);
    if (!created) throw notFound(serverMessages.clientNotFound);
    return { status: true as const, msg: serverMessages.clientRegistered, client: created };
  });
}
