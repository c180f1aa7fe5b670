import type { Pool } from '@lavado/shared/db/pool';
import { settingsDecider } from '@lavado/shared/settings/settings.decider';
import { SETTINGS_STREAM_ID } from '@lavado/shared/settings/settings.events';
import {
  applicationParametersSchema,
  DEFAULT_PARAMETERS,
  setApplicationParametersBody,
  type ApplicationParameters,
} from '@lavado/shared/settings/settings.schemas';
import { statusMessageResponse } from '@lavado/shared/identity/auth.schemas';
import { z } from 'zod';
import type { App } from '../app';

const emptyBody = z.strictObject({}).optional();

export async function readParameters(pool: Pool): Promise<ApplicationParameters> {
  const { rows } = await pool.query<ApplicationParameters>(
    `select maintenance, onboarding, mail_service as "mailService", session_time as "sessionTime",
            to_char(maintenance_ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "maintenanceEndsAt"
       from platform_settings where id = 1`,
  );
  return rows[0] ?? DEFAULT_PARAMETERS;
}

export function settingsRoutes(app: App): void {
  const { pool } = app.deps;
  // The original client reads a list whose first item carries the flags (docs/specification.md#entities).
  const parametersList = { schema: { body: emptyBody, response: { 200: z.array(applicationParametersSchema) } } };

  app.post('/api/setting/getAplicationParameters', parametersList, async () => [await readParameters(pool)]);
  app.post('/api/admin/getAplicationParameters', parametersList, async () => [await readParameters(pool)]);

  app.post(
    '/api/admin/setAplicationParameters',
    { schema: { body: setApplicationParametersBody, response: { 200: statusMessageResponse } } },
    async (request) => {
      const commands = app.commandsFor(request);
      await commands.run(SETTINGS_STREAM_ID, settingsDecider, { type: 'ChangeSettings', changes: request.body });
      await commands.settle(['platform-settings']);
      return { status: true as const, msg: 'Configuración guardada.' };
    },
  );
}
