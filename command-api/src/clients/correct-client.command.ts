import { clientDecider } from '@lavado/shared/clients/client.decider';
import { clientStreamId, type ClientDetails } from '@lavado/shared/clients/client.events';
import { reservationDecider } from '@lavado/shared/domain/reservation';
import { serverMessages } from '@lavado/shared/messages/server';
import { reservationStream, withReservations } from '../commands/reservations';
import type { CommandRunner } from '../commands/run';
import { loadOwnClient } from './own-client';

/**
 * Corrects a client's details (docs/privacy.md, "Rectificación"). A new RUT is reserved before the
 * correction is appended (refused, with nothing written, when another client of the organization
 * holds it) and the old one released after, as a user's new e-mail is: the RUT stays unique, and a
 * retry reserves and releases nothing twice.
 */
export async function correctClient(
  commands: CommandRunner,
  organizationId: string,
  clientId: string,
  details: ClientDetails,
): Promise<void> {
  const before = await loadOwnClient(commands, organizationId, clientId);
  const rutChanges = before.identification !== details.identification;
  const rutValue = (rut: string) => `${organizationId}:${rut}`;
  await withReservations(
    commands,
    rutChanges
      ? [{ kind: 'client-rut', value: rutValue(details.identification), ownerId: clientId, conflictMessage: serverMessages.clientRutTaken }]
      : [],
    () =>
      commands.run(clientStreamId(clientId), clientDecider, { type: 'CorrectClientDetails', organizationId, details, now: commands.now }),
  );
  if (rutChanges) {
    await commands.run(await reservationStream(commands, 'client-rut', rutValue(before.identification)), reservationDecider, {
      type: 'Release',
      value: rutValue(before.identification),
      ownerId: clientId,
    });
  }
}
