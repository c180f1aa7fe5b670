import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { proxyTrust } from '@lavado/shared/http/client-address';
import { stuckProjectors } from '@lavado/projections/runner/checkpoints';
import { z } from 'zod';
import { createCommandRunner } from './commands/run';
import { registerIdempotency } from './commands/idempotency';
import '@lavado/shared/validation/spanish-errors';
import { registerAuthentication } from './http/auth';
import { refuseControlCharacters } from './http/control-characters';
import { errorBody, registerErrorHandling } from './http/errors';
import { parseJsonBodies } from './http/json-body';
import { serveUiFiles } from './http/ui-files';
import type { AppDeps } from './http/app-types';
import { failureRecorder } from './logs/failure-recorder';
import { serverMessages } from '@lavado/shared/messages/server';
import { authRoutes } from './identity/auth.routes';
import { organizationRoutes } from './organizations/organization.routes';
import { clientRoutes } from './clients/client.routes';
import { dataAccessRoutes } from './data-access/data-access.routes';
import { moneyRoutes } from './money/money.routes';
import { packsRoutes } from './packs/packs.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { employeeRoutes } from './employees/employee.routes';
import { vehicleRoutes } from './vehicles/vehicle.routes';
import { washRoutes } from './wash/wash.routes';
import { publicRoutes } from './wash/public.routes';
import { checkInRoutes } from './wash/check-in.routes';
import { registerCheckInRetention } from './wash/check-in-retention';
import { registerClientRetention } from './clients/client-retention.job';
import { clientRetentionRoutes } from './organizations/client-retention.routes';
import { notifyCustomerRoutes } from './wash/notify-customer.routes';
import { supportRoutes } from './support/support.routes';
import { logsRoutes } from './logs/logs.routes';
import { settingsRoutes } from './settings/settings.routes';
import { registerMailer } from './mail/mailer';
import { mailRoutes } from './mail/mail.routes';
import { accountRoutes } from './accounts/accounts.routes';
import { userRoutes } from './users/users.routes';
import { profileRoutes } from './profile/profile.routes';
import { wallScreenRoutes } from './wall-screen/wall-screen.routes';

const healthResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok') }),
  z.object({
    status: z.literal('degraded'),
    projectors: z.array(
      z.object({
        projector: z.string(),
        position: z.string(),
        eventId: z.string().nullable(),
        eventType: z.string().nullable(),
        since: z.string(),
      }),
    ),
  }),
]);

export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    bodyLimit: 256 * 1024,
    trustProxy: proxyTrust(deps.trustProxy ?? false),
    // Fastify's default ajv would silently drop unknown fields; our zod schemas are strict instead.
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>();

  parseJsonBodies(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorate('commandsFor', (request: FastifyRequest) =>
    createCommandRunner(deps, {
      commandId: request.commandId || randomUUID(),
      correlationId: request.id,
      actor: request.auth,
      organizationId: request.auth?.organizationId ?? null,
      now: deps.now(),
    }),
  );

  const uiDist = deps.uiDist && existsSync(path.join(deps.uiDist, 'index.html')) ? deps.uiDist : undefined;
  registerErrorHandling(app, {
    spaIndex: Boolean(uiDist),
    publicCodePage: Boolean(uiDist && existsSync(path.join(uiDist, 'code.html'))),
    authPages: Boolean(uiDist && existsSync(path.join(uiDist, 'login.html'))),
    recordFailure: failureRecorder(deps),
  });
  if (uiDist) await serveUiFiles(app, uiDist);
  await app.register(helmet, {
    referrerPolicy: { policy: 'no-referrer' },
    // Asking browsers to upgrade every request to https blanks the UI of a site served over plain
    // http (a car wash's local network): upgrade only where the public address is https.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: deps.publicOrigin.startsWith('https:') ? [] : null } },
  });
  await app.register(cors, { origin: [...deps.allowedOrigins], methods: ['GET', 'POST'] });
  await app.register(rateLimit, {
    max: deps.rateLimits?.global ?? 600,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => ({ ...errorBody(429, serverMessages.tooManyRequests), statusCode: context.statusCode }),
  });
  if (deps.apiDocs) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Lavado API', version: '1.5.61', description: 'Comandos y consultas de Lavado (POST /api/<módulo>/<llamada>).' },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }
  registerAuthentication(app, deps);
  refuseControlCharacters(app);
  registerIdempotency(app, deps);
  registerMailer(app, deps);
  registerCheckInRetention(app, deps);
  registerClientRetention(app, deps);

  // 200 either way: a stuck projector is not this node's fault, and restarting it would not help.
  // Monitors read `status`; `degraded` names each stuck projector and its event. Anyone may ask, so the
  // stream (a ticket's id is its customer page's capability) and the error (it may quote stored values)
  // stay in the SA's Logs and `npm run projections:park`.
  app.get('/api/health', { schema: { response: { 200: healthResponse } } }, async () => {
    const stuck = await stuckProjectors(deps.pool);
    if (stuck.length === 0) return { status: 'ok' as const };
    const projectors = stuck.map(({ projector, position, eventId, eventType, since }) => ({
      projector,
      position,
      eventId,
      eventType,
      since,
    }));
    return { status: 'degraded' as const, projectors };
  });
  authRoutes(app);
  organizationRoutes(app);
  clientRoutes(app);
  vehicleRoutes(app);
  washRoutes(app);
  notifyCustomerRoutes(app);
  mailRoutes(app);
  accountRoutes(app);
  userRoutes(app);
  profileRoutes(app);
  publicRoutes(app);
  checkInRoutes(app);
  clientRetentionRoutes(app);
  supportRoutes(app);
  logsRoutes(app);
  settingsRoutes(app);
  employeeRoutes(app);
  dashboardRoutes(app);
  moneyRoutes(app);
  packsRoutes(app);
  wallScreenRoutes(app);
  dataAccessRoutes(app);
  return app;
}
