import { clientRetentionApi } from '@lavado/shared/organizations/client-retention.contract';
import { clientRetentionMessages } from '@lavado/shared/organizations/client-retention';
import { organizationDecider } from '@lavado/shared/organizations/organization.decider';
import { organizationStreamId } from '@lavado/shared/organizations/organization.events';
import { findClientRetention } from '@lavado/projections/read/client-retention';
import type { App } from '../http/app-types';
import { callerOrganization } from '../http/auth';
import { command } from '../http/command';
import { post } from '../http/route';

/** "Datos del negocio": how many months the organization keeps inactive clients. */
export function clientRetentionRoutes(app: App): void {
  const { pool } = app.deps;

  post(app, clientRetentionApi.getClientRetention, (request) =>
    findClientRetention(pool, callerOrganization(request, request.body.organizationId)),
  );

  command(app, clientRetentionApi.setClientRetention, {
    run: async ({ commands, organizationId, body }) => {
      await commands.run(organizationStreamId(organizationId), organizationDecider, { type: 'SetClientRetention', months: body.months });
    },
    answer: async (_done, { organizationId }) => ({
      status: true as const,
      msg: clientRetentionMessages.saved,
      months: (await findClientRetention(pool, organizationId)).months,
    }),
  });
}
