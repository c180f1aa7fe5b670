import { inTransaction, type PoolClient } from '@lavado/shared/db/pool';
import type { App } from '../http/app-types';
import type { CommandRunner } from '../commands/run';
import { addToOutbox, findUnsentLink, forgetLinks, mailExists, type OutgoingMail } from '../mail/outbox';
import type { LinkSealer } from '../mail/sealed-link';
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
export async function sendPasswordLink(
  app: App,
  commands: CommandRunner,
  recipient: LinkRecipient,
  purpose: PasswordLinkPurpose,
  prepared = preparePasswordLink(app, commands, recipient, purpose),
): Promise<void> {
  const queued = await inTransaction(app.deps.pool, (client) => writePasswordLink(client, prepared, commands.now, app.mailer.sealer));
  if (queued) await app.mailer.handOver(prepared.mail);
}

/**
 * Sends a set-password link and tells what the person who asked for it must pass on: null when the
 * mail leaves the platform, otherwise the link itself (no SMTP server, or the SA's mail service off),
 * for an SA or AD to hand over by other means. A retried command answers the link its first run
 * issued (still waiting in the outbox, sealed), never a fresh token that was not stored.
 */
export async function issuePasswordLink(
  app: App,
  commands: CommandRunner,
  recipient: LinkRecipient,
  purpose: PasswordLinkPurpose,
): Promise<string | null> {
  const canSend = await app.mailer.canSend();
  const prepared = preparePasswordLink(app, commands, recipient, purpose);
  await sendPasswordLink(app, commands, recipient, purpose, prepared);
  if (canSend) return null;
  return findUnsentLink(app.deps.pool, prepared.mail.id, app.mailer.sealer);
}

export interface PreparedLink {
  mail: OutgoingMail;
  link: PasswordLink;
}

/** A fresh token, its mail (link on the configured public origin) and the hash to store. */
export function preparePasswordLink(
  app: App,
  commands: CommandRunner,
  recipient: LinkRecipient,
  purpose: PasswordLinkPurpose,
): PreparedLink {
  const { token, tokenHash } = newPasswordToken();
  const mail: OutgoingMail = {
    id: commands.derivedId(`mail:${purpose}:${recipient.userId}`),
    to: recipient.email,
    ...passwordMail(purpose, recipient),
    link: passwordLinkUrl(app.deps.publicOrigin, token),
    passwordLink: { userId: recipient.userId, purpose, tokenHash },
  };
  const link: PasswordLink = { userId: recipient.userId, purpose, tokenHash };
  return { mail, link };
}

/**
 * False when the mail is already in the outbox: the command ran before and its link stands.
 * Otherwise the user's earlier links are replaced, so their sealed copies go.
 */
export async function writePasswordLink(client: PoolClient, { mail, link }: PreparedLink, now: Date, sealer: LinkSealer): Promise<boolean> {
  if (await mailExists(client, mail.id)) return false;
  await forgetLinks(client, { userId: link.userId }, null);
  if (!(await addToOutbox(client, mail, now, sealer))) return false;
  await storePasswordToken(client, link, now);
  return true;
}
