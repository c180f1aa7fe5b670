import type { Pool } from '@lavado/shared/db/pool';
import type { MailRecord } from '@lavado/shared/mail/mail.schemas';

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
}

/** How many mails `admin/getMails` lists, newest first. */
export const MAILS_LISTED = 500;

const isoTimestamp = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Adds the mail to the outbox; false when it is already there (a retried command sends nothing new). */
export async function addToOutbox(db: Queryable, mail: OutgoingMail, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into mail_outbox (id, "to", subject, text, link, created_at) values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing`,
    [mail.id, mail.to, mail.subject, mail.text, mail.link, now.toISOString()],
  );
  return rowCount === 1;
}

export async function listOutbox(db: Queryable): Promise<MailRecord[]> {
  const { rows } = await db.query<MailRecord>(
    `select id, "to", subject, text, link, ${isoTimestamp('created_at')} as "createdAt", ${isoTimestamp('sent_at')} as "sentAt"
       from mail_outbox order by created_at desc, id limit $1`,
    [MAILS_LISTED],
  );
  return rows;
}

/**
 * Locks up to `limit` unsent mails created after `since`, oldest first. Rows another node is
 * sending are skipped, so two API nodes never send the same mail.
 */
export async function lockUnsentMails(db: Queryable, since: Date, limit: number): Promise<OutgoingMail[]> {
  const { rows } = await db.query<OutgoingMail>(
    `select id, "to", subject, text, link from mail_outbox
      where sent_at is null and created_at > $1
      order by created_at, id limit $2
      for update skip locked`,
    [since.toISOString(), limit],
  );
  return rows;
}

export async function markMailSent(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query('update mail_outbox set sent_at = $2, error = null where id = $1', [id, at.toISOString()]);
}

export async function markMailFailed(db: Queryable, id: string, error: string): Promise<void> {
  await db.query('update mail_outbox set error = $2 where id = $1', [id, error]);
}

/** The SA's "email service" switch (platform settings); off until the SA turns it on. */
export async function mailServiceEnabled(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ mail_service: boolean }>('select mail_service from platform_settings where id = 1');
  return rows[0]?.mail_service ?? false;
}
