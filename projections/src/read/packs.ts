import type { Pool } from '@lavado/shared/db/pool';
import type { Currency } from '@lavado/shared/money/money';
import { isFreeByLoyalty } from '@lavado/shared/packs/loyalty';
import { PACKS_LISTED, type PacksSetup, type PackStatus, type PlatePacks, type SoldPack } from '@lavado/shared/packs/packs.schemas';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The offers an organization made (the latest first) and its loyalty rule per service. */
export async function readPacksSetup(pool: Pool, organizationId: string): Promise<PacksSetup> {
  const [offers, loyalty] = await Promise.all([
    pool.query<PacksSetup['offers'][number]>(
      `select offer_id as "offerId", name, service_codes as "serviceCodes", washes, price::float8 as price, currency,
              valid_days as "validDays", withdrawn
         from pack_offers where organization_id = $1 order by withdrawn, offered_at desc, offer_id`,
      [organizationId],
    ),
    pool.query<{ serviceCode: string; every: number }>(
      `select service_code as "serviceCode", every from loyalty_rules where organization_id = $1 and every > 0 order by service_code`,
      [organizationId],
    ),
  ]);
  return { offers: offers.rows, loyalty: loyalty.rows };
}

interface PackRow {
  pack_id: string;
  name: string;
  plate: string;
  service_codes: string[];
  washes: number;
  used: number;
  amount: string | number;
  currency: Currency;
  sold_at: string;
  expires_at: string;
  expired: boolean;
  expire_reason: string | null;
  refund_amount: string | number | null;
  refund_reason: string | null;
}
const PACK_COLUMNS = `pack_id, name, plate, service_codes, washes, used, amount, currency, ${iso('sold_at')} as sold_at,
  ${iso('expires_at')} as expires_at, (expired_at is not null or expires_at <= $2) as expired, expire_reason, refund_amount, refund_reason`;

const statusOf = (row: PackRow): PackStatus =>
  row.refund_amount !== null ? 'refunded' : row.expired ? 'expired' : row.used >= row.washes ? 'empty' : 'active';

function toPack(row: PackRow): SoldPack {
  const status = statusOf(row);
  return {
    packId: row.pack_id,
    name: row.name,
    plate: row.plate,
    serviceCodes: row.service_codes,
    washes: row.washes,
    used: row.used,
    left: status === 'active' ? row.washes - row.used : 0,
    amount: Number(row.amount),
    currency: row.currency,
    soldAt: row.sold_at,
    expiresAt: row.expires_at,
    status,
    expireReason: row.expire_reason,
    refundAmount: row.refund_amount === null ? null : Number(row.refund_amount),
    refundReason: row.refund_reason,
  };
}

/** The packs an organization sold, the latest first. */
export async function listSoldPacks(pool: Pool, organizationId: string, now: Date, limit = PACKS_LISTED): Promise<SoldPack[]> {
  const { rows } = await pool.query<PackRow>(
    `select ${PACK_COLUMNS} from packs where organization_id = $1 order by sold_at desc, pack_id limit $3`,
    [organizationId, now, limit],
  );
  return rows.map(toPack);
}

/** One pack of the organization, or null (another organization's is as unknown as a random id). */
export async function readSoldPack(pool: Pool, organizationId: string, packId: string, now: Date): Promise<SoldPack | null> {
  const { rows } = await pool.query<PackRow>(`select ${PACK_COLUMNS} from packs where organization_id = $1 and pack_id = $3`, [
    organizationId,
    now,
    packId,
  ]);
  return rows[0] ? toPack(rows[0]) : null;
}

/** How many washes of a service a plate has had here (tickets not voided), up to and including `ticketId` when given. */
export async function washesOfPlate(
  pool: Pool,
  organizationId: string,
  plate: string,
  serviceCode: string,
  ticketId: string | null = null,
): Promise<number> {
  const { rows } = await pool.query<{ washes: number }>(
    `select count(*)::int as washes from ticket_charges t
      where organization_id = $1 and ppu = $2 and service_code = $3 and not voided
        and ($4::uuid is null or created_at <= (select created_at from ticket_charges where ticket_id = $4))`,
    [organizationId, plate, serviceCode, ticketId],
  );
  return rows[0]?.washes ?? 0;
}

/** A plate's packs that still have washes, then the rest (the latest first), and which of its next washes the loyalty rule makes free. */
export async function readPlatePacks(pool: Pool, organizationId: string, plate: string, now: Date): Promise<PlatePacks> {
  const [packs, rules] = await Promise.all([
    pool.query<PackRow>(`select ${PACK_COLUMNS} from packs where organization_id = $1 and plate = $3 order by sold_at desc limit 20`, [
      organizationId,
      now,
      plate,
    ]),
    pool.query<{ service_code: string; every: number }>(
      'select service_code, every from loyalty_rules where organization_id = $1 and every > 0 order by service_code',
      [organizationId],
    ),
  ]);
  const loyalty = await Promise.all(
    rules.rows.map(async ({ service_code: serviceCode, every }) => {
      const nextWash = (await washesOfPlate(pool, organizationId, plate, serviceCode)) + 1;
      return { serviceCode, every, nextWash, nextIsFree: isFreeByLoyalty(every, nextWash) };
    }),
  );
  const all = packs.rows.map(toPack);
  return { packs: [...all.filter((pack) => pack.left > 0), ...all.filter((pack) => pack.left === 0)], loyalty };
}

/** Washes left on the active packs of a plate (what the customer page says), or null when it has none. */
export async function washesLeftOfPlate(pool: Pool, organizationId: string, plate: string, now: Date): Promise<number | null> {
  const { rows } = await pool.query<{ left: number | null }>(
    `select sum(washes - used)::int as left from packs
      where organization_id = $1 and plate = $2 and expired_at is null and refunded_at is null and expires_at > $3 and used < washes`,
    [organizationId, plate, now],
  );
  return rows[0]?.left ?? null;
}
