import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { ConfigError, loadConfig, resolveTokenSettings } from '@lavado/shared/config';
import { createPool, type Pool } from '@lavado/shared/db/pool';
import { createLogger } from '@lavado/shared/logger';
import { createRealtimeGateway } from './gateway';

/**
 * `npm run start:realtime`: one gateway node on its own port, for running several of them next to
 * the API. In the single-process `npm start` the API hosts the gateway instead.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    throw new ConfigError([
      'DATABASE_URL: required to run the realtime gateway on its own (the database the API and projections use), e.g. DATABASE_URL=postgres://user@host:5432/lavado npm run start:realtime',
    ]);
  }
  const logger = createLogger(config.LOG_LEVEL, 'lavado-realtime');
  const pool = createPool(config.DATABASE_URL, { max: config.DATABASE_POOL_MAX, applicationName: 'lavado-realtime' });
  const httpServer = createServer((request, response) => void answerHttp(request, response, pool));
  const gateway = createRealtimeGateway({
    httpServer,
    pool,
    databaseUrl: config.DATABASE_URL,
    tokenSettings: resolveTokenSettings(config),
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.TRUST_PROXY,
    connectionLimits: config.realtimeConnectionLimits,
    logger,
  });

  await new Promise<void>((resolve) => httpServer.listen(config.REALTIME_PORT, config.HOST, resolve));
  logger.info(`realtime gateway listening on port ${config.REALTIME_PORT}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await gateway.close();
    await new Promise((resolve) => httpServer.close(resolve));
    await pool.end();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

/** Everything but `/socket.io`: a health check for load balancers (is the database reachable?), else 404. */
async function answerHttp(request: IncomingMessage, response: ServerResponse, pool: Pool): Promise<void> {
  if (request.method !== 'GET' || request.url !== '/health') {
    response.writeHead(404).end();
    return;
  }
  const healthy = await pool.query('select 1').then(
    () => true,
    () => false,
  );
  response
    .writeHead(healthy ? 200 : 503, { 'content-type': 'application/json' })
    .end(JSON.stringify({ status: healthy ? 'ok' : 'unavailable' }));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
