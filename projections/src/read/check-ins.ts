import type { Pool } from '@lavado/shared/db/pool';
import {
  checkInImagePath,
  DEFAULT_CHECK_IN_POLICY,
  type CheckInPolicy,
  type CheckInPosition,
  type ShownCheckIn,
} from '@lavado/shared/wash/check-in';
import type { ServiceType } from '@lavado/shared/wash/wash.catalog';

interface CheckInRow {
  photos: { position: CheckInPosition; hash: string; note: string }[];
  signature_hash: string;
  signature_line: string;
  signed_at: Date;
  delete_after: Date;
  claim_open: boolean;
  deleted_at: Date | null;
}

/**
 * A ticket's check-in as a page shows it (the record, the customer's page), each image by its
 * address under the ticket; null when it has none, or its files were deleted. `organizationId`
 * null: the customer's page, whose only credential is the ticket's id.
 */
export async function findCheckIn(pool: Pool, ticketId: string, organizationId: string | null): Promise<ShownCheckIn | null> {
  const { rows } = await pool.query<CheckInRow>(
    `select photos, signature_hash, signature_line, signed_at, delete_after, claim_open, deleted_at
       from check_ins where ticket_id = $1 and ($2::uuid is null or organization_id = $2)`,
    [ticketId, organizationId],
  );
  const row = rows[0];
  if (!row || row.deleted_at) return null;
  return {
    photos: row.photos.filter((photo) => photo.hash !== '').map((photo) => ({ ...photo, src: checkInImagePath(ticketId, photo.hash) })),
    signatureSrc: row.signature_hash === '' ? '' : checkInImagePath(ticketId, row.signature_hash),
    signatureLine: row.signature_line,
    signedAt: row.signed_at.toISOString(),
    deleteAfter: row.claim_open ? null : row.delete_after.toISOString(),
    claimOpen: row.claim_open,
  };
}

/** Whether `hash` is a live file of the ticket's check-in: the image route serves nothing else. */
export async function isCheckInFileOf(pool: Pool, ticketId: string, hash: string): Promise<boolean> {
  const { rowCount } = await pool.query(`select 1 from check_in_files where ticket_id = $1 and hash = $2`, [ticketId, hash]);
  return (rowCount ?? 0) > 0;
}

/** Check-ins whose retention ran out by `now` with no claim open, oldest first. */
export async function dueCheckIns(pool: Pool, now: Date, limit: number): Promise<{ ticketId: string; organizationId: string }[]> {
  const { rows } = await pool.query<{ ticketId: string; organizationId: string }>(
    `select ticket_id as "ticketId", organization_id as "organizationId" from check_ins
      where deleted_at is null and claim_open = false and delete_after <= $1
      order by delete_after limit $2`,
    [now, limit],
  );
  return rows;
}

/** Which of `hashes` some live check-in still names. */
export async function referencedFiles(pool: Pool, hashes: readonly string[]): Promise<Set<string>> {
  const { rows } = await pool.query<{ hash: string }>(`select distinct hash from check_in_files where hash = any($1::text[])`, [hashes]);
  return new Set(rows.map((row) => row.hash));
}

/** The organization's check-in policy, or the defaults while its AD never set one. */
export async function findCheckInPolicy(pool: Pool, organizationId: string): Promise<CheckInPolicy> {
  const { rows } = await pool.query<{ services: ServiceType[]; retention_days: number }>(
    `select services, retention_days from organization_check_in_policies where organization_id = $1`,
    [organizationId],
  );
  const row = rows[0];
  return row ? { services: row.services, retentionDays: row.retention_days } : DEFAULT_CHECK_IN_POLICY;
}
