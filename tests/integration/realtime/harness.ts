import { randomUUID } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSession } from '@lavado/shared/auth/sessions';
import { signToken, type Role, type TokenSettings } from '@lavado/shared/auth/token';
import { createPool, inTransaction, type Pool } from '@lavado/shared/db/pool';
import { createLogger } from '@lavado/shared/logger';
import { appendToFeed, FEED_CHANNEL } from '@lavado/shared/realtime/feed';
import { createTestDatabase } from '../../support/database';
import { createRealtimeGateway, type RealtimeGateway, type RealtimeGatewayOptions } from '@lavado/realtime/gateway';

export const ALLOWED_ORIGIN = 'http://lavado.test:3000';

export interface SignedIn {
  token: string;
  userId: string;
  sessionId: string;
  organizationId: string | null;
}

/**
 * A real gateway on a real HTTP server (ephemeral port) and a fresh database, with a clock the
 * test moves. Feed rows are written the way the projection runner writes them: in a transaction,
 * then NOTIFY after commit.
 */
export async function startRealtimeHarness(
  settings: Partial<
    Pick<RealtimeGatewayOptions, 'sessionSweepIntervalMs' | 'trustProxy' | 'publicConnectionsPerMinute' | 'connectionLimits'>
  > = {},
) {
  const database = await createTestDatabase();
  const pool = createPool(database.url, { applicationName: 'realtime-test' });
  const tokenSettings: TokenSettings = {
    secret: 'realtime-test-secret-0123456789abcdef',
    issuer: 'lavado',
    audience: 'lavado-web',
    lifetimeSeconds: 3600,
  };
  let clock = new Date();
  const httpServer: HttpServer = createServer((_request, response) => response.writeHead(404).end());
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;

  const startGateway = async (): Promise<RealtimeGateway> => {
    const started = createRealtimeGateway({
      httpServer,
      pool,
      databaseUrl: database.url,
      tokenSettings,
      allowedOrigins: [ALLOWED_ORIGIN],
      now: () => clock,
      logger: createLogger('silent'),
      ...settings,
    });
    await started.ready;
    return started;
  };
  let gateway = await startGateway();

  return {
    url,
    databaseUrl: database.url,
    pool,
    tokenSettings,
    now: () => clock,
    setClock(to: Date) {
      clock = to;
    },

    async signIn(
      organizationId: string | null,
      options: { role?: Role; userId?: string; tokenSettings?: TokenSettings } = {},
    ): Promise<SignedIn> {
      const userId = options.userId ?? randomUUID();
      const sessionId = randomUUID();
      const role = options.role ?? (organizationId ? 'AD' : 'SA');
      await startSession(pool, { id: sessionId, userId, organizationId, role }, clock);
      const token = signToken(
        { id: userId, identification: '11111111-1', role, organizationId, sid: sessionId },
        options.tokenSettings ?? tokenSettings,
        clock,
      );
      return { token, userId, sessionId, organizationId };
    },

    /** One feed row, committed, then the runner's NOTIFY. */
    async publish(organizationId: string, topic: string, payload: Record<string, unknown>): Promise<void> {
      await inTransaction(pool, (client) => appendToFeed(client, { organizationId, topic, payload }));
      await notifyFeed(pool);
    },

    async publishMany(organizationId: string, count: number): Promise<void> {
      await inTransaction(pool, async (client) => {
        for (let index = 0; index < count; index += 1) await appendToFeed(client, { organizationId, topic: 'bulk', payload: { index } });
      });
      await notifyFeed(pool);
    },

    /** Feed positions of the given organizations, in feed order, as clients see them. */
    async feedPositions(organizationIds: readonly string[]): Promise<string[]> {
      const { rows } = await pool.query<{ position: string }>(
        `select transaction_id::text || ':' || position::text as position from realtime_feed
          where organization_id = any($1::uuid[]) order by transaction_id, position`,
        [organizationIds],
      );
      return rows.map((row) => row.position);
    },

    async restartGateway(whileDown: () => Promise<void>): Promise<void> {
      await gateway.close();
      await whileDown();
      gateway = await startGateway();
    },

    async close(): Promise<void> {
      await gateway.close();
      await new Promise((resolve) => httpServer.close(resolve));
      await pool.end();
      await database.drop();
    },
  };
}

export type RealtimeHarness = Awaited<ReturnType<typeof startRealtimeHarness>>;

export async function notifyFeed(pool: Pool): Promise<void> {
  await pool.query('select pg_notify($1, $2)', [FEED_CHANNEL, '']);
}
