import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createRealtimeGateway, type RealtimeGateway, type RealtimeGatewayOptions } from '@lavado/realtime/gateway';
import { startTestApp } from './test-app';

export const UI_DIST = fileURLToPath(new URL('../../ui/dist', import.meta.url));

/** The whole product as `npm start` runs it (API, projectors, gateway, built UI) on an ephemeral port. */
export async function startRunningApp(
  options: Pick<NonNullable<Parameters<typeof startTestApp>[0]>, 'database' | 'logger' | 'inlineReadModels'> & {
    connectionLimits?: RealtimeGatewayOptions['connectionLimits'];
  } = {},
) {
  const { connectionLimits, ...appOptions } = options;
  const t = await startTestApp({ uiDist: UI_DIST, ...appOptions });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const startGateway = async () => {
    const started = createRealtimeGateway({
      httpServer: t.app.server,
      pool: t.pool,
      databaseUrl: t.databaseUrl,
      tokenSettings: t.app.deps.tokenSettings,
      allowedOrigins: [origin],
      logger: t.app.deps.logger,
      connectionLimits,
    });
    await started.ready;
    return started;
  };
  let gateway: RealtimeGateway = await startGateway();
  return {
    ...t,
    origin,
    /** Stops the gateway (clients see their connection drop) and starts a new one on the same server. */
    async restartGateway() {
      await gateway.close();
      gateway = await startGateway();
    },
    async close() {
      await gateway.close();
      await t.close();
    },
  };
}
