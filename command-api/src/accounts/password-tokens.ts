import { forgetLinks } from '../mail/outbox';
import { createHash, randomBytes } from 'node:crypto';
import type { Pool } from '@lavado/shared/db/pool';

type Queryable = Pick<Pool, 'query'>;

/** An invitation sets the first password; a reset replaces a forgotten one. */
export type PasswordLinkPurpose = 'invite' | 'reset';

export const PASSWORD_LINK_LIFETIME_MINUTES: Record<PasswordLinkPurpose, number> = { reset: 30, invite: 72 * 60 };

export interface PasswordLink {
  userId: string;
  purpose: PasswordLinkPurpose;
  tokenHash: string;
}

/** 256 random bits, URL-safe. Only its SHA-256 is stored: the database never holds a usable token. */
export function newPasswordToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashPasswordToken(token) };
}

export function hashPasswordToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Stores the user's live link; one per user, so a newer link replaces (and voids) the older. */
export async function storePasswordToken(db: Queryable, link: PasswordLink, now: Date): Promise<void> {
  const expiresAt = new Date(now.getTime() + PASSWORD_LINK_LIFETIME_MINUTES[link.purpose] * 60_000);
  await db.query(
    `insert into password_tokens (user_id, token_hash, purpose, expires_at, created_at) values ($1, $2, $3, $4, $5)
     on conflict (user_id) do update set token_hash = excluded.token_hash, purpose = excluded.purpose,
       expires_at = excluded.expires_at, created_at = excluded.created_at`,
    [link.userId, link.tokenHash, link.purpose, expiresAt.toISOString(), now.toISOString()],
  );
}

/** The live link a token opens, without using it up; null for an unknown, used, replaced or expired one. */
export async function findPasswordToken(db: Queryable, token: string, now: Date): Promise<PasswordLink | null> {
  const { rows } = await db.query<PasswordLink>(
    `select user_id as "userId", purpose, token_hash as "tokenHash" from password_tokens where token_hash = $1 and expires_at > $2`,
    [hashPasswordToken(token), now.toISOString()],
  );
  return rows[0] ?? null;
}

/** Uses the link up; true only for the one caller that deleted it while it was still live. */
export async function redeemPasswordToken(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query('delete from password_tokens where token_hash = $1 and expires_at > $2', [
    tokenHash,
    now.toISOString(),
  ]);
  if (rowCount === 1) await forgetLinks(db, { tokenHash }, now);
  return rowCount === 1;
}
