import { inTransaction } from '@lavado/shared/db/pool';
import type { App } from '../app';
import type { CommandRunner } from '../commands/run';
import { addToOutbox, type OutgoingMail } from '../mail/outbox';
import { passwordLinkUrl, passwordMail } from './password-mails';
import { newPasswordToken, storePasswordToken, type PasswordLinkPurpose } from './password-tokens';

export interface LinkRecipient {
  userId: string;
  email: string;
  firstName: string;
}

/**
 * Mails a set-password link (invitation or recovery). The mail and the token's hash are written in
 * one transaction; the mail id derives from the command id, so a retried command issues no second
 * link (which would void the first).
 */
export async function sendPasswordLink(app: App, commands: CommandRunner, recipient: LinkRecipient, purpose: PasswordLinkPurpose): Promise<void> {
  const { token, tokenHash } = newPasswordToken();
  const mail: OutgoingMail = {
    id: commands.derivedId(`mail:${purpose}:${recipient.userId}`),
    to: recipient.email,
    ...passwordMail(purpose, recipient.firstName),
    link: passwordLinkUrl(app.deps.publicOrigin, token),
  };
  const queued = await inTransaction(app.deps.pool, async (client) => {
    if (!(await addToOutbox(client, mail, commands.now))) return false;
    await storePasswordToken(client, { userId: recipient.userId, purpose, tokenHash }, commands.now);
    return true;
  });
  if (queued) await app.mailer.handOver(mail);
}
