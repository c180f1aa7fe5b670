import { settingsDecider } from '@lavado/shared/settings/settings.decider';
import { SETTINGS_STREAM_ID } from '@lavado/shared/settings/settings.events';
import { applicationParametersSchema, setApplicationParametersBody } from '@lavado/shared/settings/settings.schemas';
import { readParameters } from '@lavado/projections/read/platform-settings';
import { statusMessageResponse } from '@lavado/shared/identity/auth.schemas';
import { z } from 'zod';
import type { App } from '../app';

const emptyBody = z.strictObject({}).optional();

export function settingsRoutes(app: App): void {
  const { pool } = app.deps;
  // The spec's client reads a list whose first item carries the flags.
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
