import { inTransaction, type PoolClient } from '@lavado/shared/db/pool';
import type { App } from '../app';
import type { CommandRunner } from '../commands/run';
import { addToOutbox, type OutgoingMail } from '../mail/outbox';
import { passwordLinkUrl, passwordMail } from './password-mails';
import { newPasswordToken, storePasswordToken, type PasswordLink, type PasswordLinkPurpose } from './password-tokens';

export interface LinkRecipient {
  userId: string;
  email: string;
  firstName: string;
  /** What the person signs in with besides the e-mail; the mail says it. */
  identification: string | null;
}

/**
 * Mails a set-password link (invitation or recovery). The mail and the token's hash are written in
 * one transaction; the mail id derives from the command id, so a retried command issues no second
 * link (which would void the first).
 */
export async function sendPasswordLink(app: App, commands: CommandRunner, recipient: LinkRecipient, purpose: PasswordLinkPurpose): Promise<void> {
  const prepared = preparePasswordLink(app, commands, recipient, purpose);
  const queued = await inTransaction(app.deps.pool, (client) => writePasswordLink(client, prepared, commands.now));
  if (queued) await app.mailer.handOver(prepared.mail);
}

export interface PreparedLink {
  mail: OutgoingMail;
  link: PasswordLink;
}

/** A fresh token, its mail (link on the configured public origin) and the hash to store. */
export function preparePasswordLink(app: App, commands: CommandRunner, recipient: LinkRecipient, purpose: PasswordLinkPurpose): PreparedLink {
  const { token, tokenHash } = newPasswordToken();
  const mail: OutgoingMail = {
    id: commands.derivedId(`mail:${purpose}:${recipient.userId}`),
    to: recipient.email,
    ...passwordMail(purpose, recipient),
    link: passwordLinkUrl(app.deps.publicOrigin, token),
  };
  const link: PasswordLink = { userId: recipient.userId, purpose, tokenHash };
  return { mail, link };
}

/** False when the mail is already in the outbox: the command ran before and its link stands. */
export async function writePasswordLink(client: PoolClient, { mail, link }: PreparedLink, now: Date): Promise<boolean> {
  if (!(await addToOutbox(client, mail, now))) return false;
  await storePasswordToken(client, link, now);
  return true;
}
