import type { SessionEpochs } from '@lavado/shared/auth/sessions';
import type { Pool } from '@lavado/shared/db/pool';
import type { WallScreenLink } from '@lavado/shared/wall-screen/wall-screen.schemas';
import { hashPasswordToken } from '../accounts/password-tokens';

type Queryable = Pick<Pool, 'query'>;

/** An organization's active links, newest first; one wall of TVs needs far fewer than this. */
export const MAX_LISTED_LINKS = 100;

/**
 * Stores the link's token hash. A retried create (same command, same link id) replaces the hash:
 * the first answer, and its token, never reached the caller, and a token cannot be shown twice.
 * Null when the link was revoked meanwhile.
 */
export async function storeLinkToken(
  db: Queryable,
  link: { id: string; organizationId: string; createdBy: string; tokenHash: string },
  now: Date,
): Promise<WallScreenLink | null> {
  const { rows } = await db.query<{ id: string; createdAt: Date }>(
    `insert into wall_screen_links (id, organization_id, token_hash, created_by, created_at) values ($1, $2, $3, $4, $5)
     on conflict (id) do update set token_hash = excluded.token_hash where wall_screen_links.revoked_at is null
     returning id, created_at as "createdAt"`,
    [link.id, link.organizationId, link.tokenHash, link.createdBy, now.toISOString()],
  );
  const row = rows[0];
  return row ? { id: row.id, createdAt: row.createdAt.toISOString() } : null;
}

export async function listActiveLinks(db: Queryable, organizationId: string): Promise<WallScreenLink[]> {
  const { rows } = await db.query<{ id: string; createdAt: Date }>(
    `select id, created_at as "createdAt" from wall_screen_links
      where organization_id = $1 and revoked_at is null order by created_at desc, id limit $2`,
    [organizationId, MAX_LISTED_LINKS],
  );
  return rows.map((row) => ({ id: row.id, createdAt: row.createdAt.toISOString() }));
}

/** Marks the link revoked; done before its sessions' epoch is raised, so no exchange after that finds it active. */
export async function markLinkRevoked(db: Queryable, linkId: string, organizationId: string, now: Date): Promise<void> {
  await db.query('update wall_screen_links set revoked_at = $3 where id = $1 and organization_id = $2 and revoked_at is null', [
    linkId,
    organizationId,
    now.toISOString(),
  ]);
}

export interface OpenableLink {
  id: string;
  organizationId: string;
  organizationName: string;
  organizationEnabled: boolean;
  epochs: SessionEpochs;
}

/**
 * The active link a token opens, with the epochs its session is born under, read in the same
 * statement: a revocation that commits after this read raises the link's epoch and ends the session.
 */
export async function findOpenableLink(db: Queryable, token: string): Promise<OpenableLink | null> {
  const { rows } = await db.query<Omit<OpenableLink, 'epochs'> & SessionEpochs>(
    `select l.id, l.organization_id as "organizationId", coalesce(o.name, '') as "organizationName",
            coalesce(o.enable = 1 and o.deleted_at is null, false) as "organizationEnabled",
            coalesce((select epoch from session_epochs where subject_id = l.id), 0)::int as "userEpoch",
            coalesce((select epoch from session_epochs where subject_id = l.organization_id), 0)::int as "organizationEpoch"
       from wall_screen_links l
       left join organizations o on o.id = l.organization_id
      where l.token_hash = $1 and l.revoked_at is null`,
    [hashPasswordToken(token)],
  );
  const row = rows[0];
  if (!row) return null;
  const { userEpoch, organizationEpoch, ...link } = row;
  return { ...link, epochs: { userEpoch, organizationEpoch } };
}
