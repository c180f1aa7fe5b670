import type { Pool } from '@lavado/shared/db/pool';
import type { Organization } from '@lavado/shared/organizations/organization.schemas';
import { logoSource, type BusinessContact, type ContactCard, type StoredLogo } from '@lavado/shared/organizations/contact-card';

const columns = `id, name, identification, domain, enable, parent_id as "organizationId",
  to_char(expirate_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "expirateAt",
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`;

/** The super admin's list of organizations, by name: a page far longer than the platform's customers, so it never grows without end. */
export const ORGANIZATIONS_LISTED = 1_000;

export async function listOrganizations(pool: Pool): Promise<Organization[]> {
  const { rows } = await pool.query<Organization>(
    `select ${columns} from organizations where deleted_at is null order by name, id limit $1`,
    [ORGANIZATIONS_LISTED],
  );
  return rows;
}

export async function findOrganization(pool: Pool, id: string): Promise<Organization | null> {
  const { rows } = await pool.query<Organization>(`select ${columns} from organizations where id = $1 and deleted_at is null`, [id]);
  return rows[0] ?? null;
}

interface ContactCardRow {
  organizationName: string;
  publicName: string | null;
  phone: number | null;
  whatsapp: number | null;
  address: string;
  openingHours: string;
  logoContentType: StoredLogo['contentType'] | null;
  logoData: string | null;
  logoWidth: number | null;
  logoHeight: number | null;
  firstAdministratorPhone: number | null;
}

/**
 * The organization's contact card as its AD set it, and the car wash as its customers see it: the
 * card's values, or where it has none, the organization's name and the phone of its first
 * administrator who has one (what the page showed before the card existed). Null for no organization.
 */
export async function findContactCard(pool: Pool, organizationId: string): Promise<ContactCard | null> {
  const { rows } = await pool.query<ContactCardRow>(
    `select o.name as "organizationName", c.public_name as "publicName", c.phone, c.whatsapp,
            coalesce(c.address, '') as address, coalesce(c.opening_hours, '') as "openingHours",
            c.logo_content_type as "logoContentType", c.logo_data as "logoData", c.logo_width as "logoWidth", c.logo_height as "logoHeight",
            (select u.phone from users u
              where u.organization_id = o.id and u.role = 'AD' and u.enable = 1 and u.deleted_at is null and u.phone > 0
              order by u.created_at, u.id limit 1) as "firstAdministratorPhone"
       from organizations o left join organization_contact_cards c on c.organization_id = o.id
      where o.id = $1 and o.deleted_at is null`,
    [organizationId],
  );
  const row = rows[0];
  if (!row) return null;
  const { phone, whatsapp } = row;
  const logo =
    row.logoContentType && row.logoData && row.logoWidth && row.logoHeight
      ? { src: logoSource({ contentType: row.logoContentType, data: row.logoData }), width: row.logoWidth, height: row.logoHeight }
      : null;
  return {
    card: { publicName: row.publicName, phone, whatsapp, address: row.address, openingHours: row.openingHours },
    business: {
      name: row.publicName ?? row.organizationName,
      phone: phone ?? row.firstAdministratorPhone,
      whatsapp,
      address: row.address,
      openingHours: row.openingHours,
      logo,
    },
  };
}

/** The car wash as its customers' page shows it (`findContactCard`); a nameless one when the organization is gone. */
export async function findBusinessContact(pool: Pool, organizationId: string): Promise<BusinessContact> {
  return (
    (await findContactCard(pool, organizationId))?.business ?? {
      name: '',
      phone: null,
      whatsapp: null,
      address: '',
      openingHours: '',
      logo: null,
    }
  );
}
