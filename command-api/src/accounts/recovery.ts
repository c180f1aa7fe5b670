import { randomUUID } from 'node:crypto';
import { inTransaction } from '@lavado/shared/db/pool';
import type { App } from '../http/app-types';
import type { CommandRunner } from '../commands/run';
import { recordAttempt } from './attempt-throttle';
import { preparePasswordLink, writePasswordLink, type LinkRecipient } from './password-links';

/** Stands in for the recipient when there is none, so that the same link is prepared and written. */
const NOBODY: Omit<LinkRecipient, 'userId'> = { email: 'nadie@lavado.invalid', firstName: '', identification: null };

/**
 * Records a recovery request and mails a reset link to `recipient`. With no recipient (unknown or
 * blocked account) the link is still written, then undone to a savepoint (released otherwise), and
 * the mail service is looked up as a hand-over would: the same statements and one commit either
 * way, so that the time of the answer does not tell the accounts apart.
 */
export async function requestRecovery(
  app: App,
  commands: CommandRunner,
  accountKey: string,
  recipient: LinkRecipient | null,
): Promise<void> {
  const prepared = preparePasswordLink(app, commands, recipient ?? { ...NOBODY, userId: randomUUID() }, 'reset');
  const queued = await inTransaction(app.deps.pool, async (client) => {
    await recordAttempt(client, 'recovery', accountKey, commands.now);
    await client.query('savepoint recovery_link');
    const written = await writePasswordLink(client, prepared, commands.now, app.mailer.sealer);
    await client.query(recipient ? 'release savepoint recovery_link' : 'rollback to savepoint recovery_link');
    return recipient !== null && written;
  });
  if (queued) await app.mailer.handOver(prepared.mail);
  else await app.mailer.canSend();
}
