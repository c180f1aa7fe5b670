/**
 * The `commands` benchmark's CRUD peer (issue 21): what an ordinary service would do for the same
 * request as `wash/createWashTicket`. It verifies the same kind of token (HS256, issuer, audience,
 * `exp`, with the product's own `verifyToken`), checks the caller's session with one read of its
 * own session table, validates the same body with the same schema and stores the ticket with one
 * `INSERT … RETURNING` into its own table. No events, no read models, no realtime feed.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { tokenClaimsSchema, verifyToken, type TokenSettings } from '../../shared/src/auth/token';
import { createWashTicketBody } from '../../shared/src/wash/wash.schemas';

/** As many connections as the product's pool (shared/src/db/pool.ts). */
const POOL_SIZE = 10;

const SCHEMA_SQL = `
create table crud_sessions (
  sid uuid primary key,
  user_id uuid not null,
  organization_id uuid,
  ended_at timestamptz,
  last_seen_at timestamptz not null default now()
);
create table crud_tickets (
  id bigint generated always as identity primary key,
  organization_id uuid not null,
  created_by uuid not null,
  ppu text not null,
  owner_name text not null,
  driver text not null,
  vehicle_type text not null,
  brand text not null,
  model text not null,
  color text not null,
  end_date date not null,
  end_time text not null,
  service_type text not null,
  observations text not null,
  created_at timestamptz not null default now()
)`;

const SESSION_SQL = `select 1 from crud_sessions
 where sid = $1 and user_id = $2 and organization_id is not distinct from $3 and ended_at is null and last_seen_at > now() - interval '1 hour'`;

const INSERT_SQL = `insert into crud_tickets
  (organization_id, created_by, ppu, owner_name, driver, vehicle_type, brand, model, color, end_date, end_time, service_type, observations)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
  returning id, created_at`;

export interface CrudPeer {
  origin: string;
  close(): Promise<void>;
}

/** Creates the peer's tables in `databaseUrl`, a session row for each token, and listens on an ephemeral port. */
export async function startCrudPeer(databaseUrl: string, tokenSettings: TokenSettings, tokens: readonly string[]): Promise<CrudPeer> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE, application_name: 'lavado-bench-crud' });
  await pool.query(SCHEMA_SQL);
  for (const token of tokens) {
    const claims = tokenClaimsSchema.parse(jwt.decode(token));
    await pool.query('insert into crud_sessions (sid, user_id, organization_id) values ($1, $2, $3) on conflict do nothing', [
      claims.sid,
      claims.id,
      claims.organizationId,
    ]);
  }
  const app = Fastify({ logger: false });
  app.post('/api/wash/createWashTicket', async (request, reply) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    let claims;
    try {
      claims = verifyToken(bearer ?? '', tokenSettings, new Date());
    } catch {
      return reply.code(401).send({ status: 'error', msg: 'Sesión inválida' });
    }
    const session = await pool.query({ name: 'crud_session', text: SESSION_SQL, values: [claims.sid, claims.id, claims.organizationId] });
    if (session.rowCount !== 1) return reply.code(401).send({ status: 'error', msg: 'Sesión inválida' });
    const parsed = createWashTicketBody.safeParse(request.body);
    if (!parsed.success || !claims.organizationId) return reply.code(400).send({ status: 'error', msg: 'Datos inválidos' });
    const data = parsed.data.data;
    const { rows } = await pool.query<{ id: string; created_at: Date }>({
      name: 'crud_insert',
      text: INSERT_SQL,
      values: [
        claims.organizationId,
        claims.id,
        data.ppu,
        data.propietario,
        data.driver,
        data.vehicleType,
        data.brand,
        data.model,
        data.color,
        data.endDate,
        data.endTime,
        data.servicio,
        data.observaciones,
      ],
    });
    return { status: 'success', msg: 'Servicio Creado!', id: String(rows[0]!.id), createdAt: rows[0]!.created_at.toISOString() };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
