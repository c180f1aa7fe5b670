import type { Pool } from '@lavado/shared/db/pool';
import type { EmployeeInvitation } from '@lavado/shared/identity/employee.schemas';
import type { MailRecord } from '@lavado/shared/mail/mail.schemas';
import type { LinkSealer } from './sealed-link';

type Queryable = Pick<Pool, 'query'>;

/**
 * A mail as the platform writes it. `text` never holds the link: the link (which may carry a
 * secret token) is kept apart so that the mail can be logged without it.
 */
export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  /** For a set-password link: whose token it is, so that its state can be told and a fresh one sent. */
  passwordLink?: { userId: string; purpose: string; tokenHash: string };
}

/** How many mails `admin/getMails` lists, newest first. */
export const MAILS_LISTED = 500;

const isoTimestamp = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Adds the mail to the outbox, its link sealed; false when it is already there (a retried command
 * sends nothing new).
 */
export async function addToOutbox(db: Queryable, mail: OutgoingMail, now: Date, sealer: LinkSealer): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into mail_outbox (id, "to", subject, text, link, created_at, token_hash, user_id, purpose)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (id) do nothing`,
    [
      mail.id,
      mail.to,
      mail.subject,
      mail.text,
      mail.link === null ? null : sealer.seal(mail.link),
      now.toISOString(),
      mail.passwordLink?.tokenHash ?? null,
      mail.passwordLink?.userId ?? null,
      mail.passwordLink?.purpose ?? null,
    ],
  );
  return rowCount === 1;
}

/** The outbox as the SA reads it: never a link, only whether it is pending, used or expired. */
export async function listOutbox(db: Queryable, now: Date): Promise<MailRecord[]> {
  const { rows } = await db.query<MailRecord>(
    `select o.id, o."to", o.subject, o.text, ${isoTimestamp('o.created_at')} as "createdAt", ${isoTimestamp('o.sent_at')} as "sentAt",
            case when o.token_hash is null then null
                 when o.link_used_at is not null then 'used'
                 when exists (select 1 from password_tokens p where p.token_hash = o.token_hash and p.expires_at > $2) then 'pending'
                 else 'expired' end as "linkState"
       from mail_outbox o order by o.created_at desc, o.id limit $1`,
    [MAILS_LISTED, now.toISOString()],
  );
  return rows;
}

export async function mailExists(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from mail_outbox where id = $1', [id]);
  return rowCount === 1;
}

/** The link of a mail still waiting in the outbox (unsent, unused), opened; null once it is gone. */
export async function findUnsentLink(db: Queryable, id: string, sealer: LinkSealer): Promise<string | null> {
  const { rows } = await db.query<{ link: string }>('select link from mail_outbox where id = $1 and sent_at is null and link is not null', [
    id,
  ]);
  const sealed = rows[0]?.link;
  return sealed === undefined ? null : sealer.open(sealed);
}

/**
 * Each user's invitation state: accepted once any set-password link of theirs was used (the account
 * is open), pending while their invitation link is live, expired when it went unused; a user with
 * no invitation in the outbox is left out.
 */
export async function invitationStates(db: Queryable, userIds: readonly string[], now: Date): Promise<EmployeeInvitation[]> {
  if (userIds.length === 0) return [];
  const { rows } = await db.query<EmployeeInvitation>(
    `select u.id, case
              when exists (select 1 from mail_outbox o where o.user_id = u.id and o.link_used_at is not null) then 'accepted'
              when exists (select 1 from password_tokens p where p.user_id = u.id and p.purpose = 'invite' and p.expires_at > $2) then 'pending'
              else 'expired' end as state
       from unnest($1::uuid[]) as u(id)
      where exists (select 1 from mail_outbox o where o.user_id = u.id and o.purpose = 'invite')`,
    [userIds, now.toISOString()],
  );
  return rows;
}

/** Whose set-password link a mail carried, for sending a fresh one. */
export async function findPasswordMail(db: Queryable, id: string): Promise<{ userId: string; purpose: string } | null> {
  const { rows } = await db.query<{ userId: string; purpose: string }>(
    'select user_id as "userId", purpose from mail_outbox where id = $1 and user_id is not null and purpose is not null',
    [id],
  );
  return rows[0] ?? null;
}

/** A link that can no longer be used has nothing left to send: its sealed copy goes too. */
export async function forgetLinks(db: Queryable, where: { tokenHash: string } | { userId: string }, usedAt: Date | null): Promise<void> {
  const [column, value] = 'tokenHash' in where ? ['token_hash', where.tokenHash] : ['user_id', where.userId];
  await db.query(
    `update mail_outbox set link = null, link_used_at = coalesce(link_used_at, $2) where ${column} = $1 and link is not null`,
    [value, usedAt?.toISOString() ?? null],
  );
}

/**
 * Locks up to `limit` unsent mails created after `since`, oldest first. Rows another node is
 * sending are skipped, so two API nodes never send the same mail.
 */
export async function lockUnsentMails(db: Queryable, since: Date, limit: number, sealer: LinkSealer): Promise<OutgoingMail[]> {
  const { rows } = await db.query<OutgoingMail>(
    `select id, "to", subject, text, link from mail_outbox
      where sent_at is null and created_at > $1
      order by created_at, id limit $2
      for update skip locked`,
    [since.toISOString(), limit],
  );
  return rows.map((mail) => ({ ...mail, link: mail.link === null ? null : sealer.open(mail.link) }));
}

/** Sent: the sealed link is erased, the mail keeps only its text. */
export async function markMailSent(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query('update mail_outbox set sent_at = $2, error = null, link = null where id = $1', [id, at.toISOString()]);
}

export async function markMailFailed(db: Queryable, id: string, error: string): Promise<void> {
  await db.query('update mail_outbox set error = $2 where id = $1', [id, error]);
}

/** The SA's "email service" switch (platform settings); off until the SA turns it on. */
export async function mailServiceEnabled(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ mail_service: boolean }>('select mail_service from platform_settings where id = 1');
  return rows[0]?.mail_service ?? false;
}
