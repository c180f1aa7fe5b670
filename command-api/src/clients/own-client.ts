import type { ClientState } from '@lavado/shared/clients/client.decider';
import { clientPrivacyDecider } from '@lavado/shared/clients/client-privacy.decider';
import { serverMessages } from '@lavado/shared/messages/server';
import { clientStreamId } from '@lavado/shared/clients/client.events';
import { conflict, notFound } from '@lavado/shared/domain/errors';
import type { CommandRunner } from '../commands/run';

/**
 * The client a command names, read from its own stream (not a read model that may lag); another
 * organization's client answers exactly as a nonexistent one.
 */
export async function loadOwnClient(
  commands: CommandRunner,
  organizationId: string,
  clientId: string,
): Promise<Extract<ClientState, { status: 'registered' }>> {
  const { client, blocked } = await commands.load(clientStreamId(clientId), clientPrivacyDecider);
  // An erased client is gone for every new command: nothing new is recorded about them.
  if (client.status !== 'registered' || client.organizationId !== organizationId) throw notFound(serverMessages.clientNotFound);
  // A blocked client's data is kept but not used (docs/privacy.md, "Bloqueo temporal"): no new service or vehicle for them.
  if (blocked) throw conflict(serverMessages.clientBlocked);
  return client;
}
