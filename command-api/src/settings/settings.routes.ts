import { settingsDecider } from '@lavado/shared/settings/settings.decider';
import { serverMessages } from '@lavado/shared/messages/server';
import { SETTINGS_STREAM_ID } from '@lavado/shared/settings/settings.events';
import { readParameters } from '@lavado/projections/read/platform-settings';
import { settingsApi } from '@lavado/shared/settings/settings.contract';
import { command } from '../http/command';
import { post } from '../http/route';
import type { App } from '../http/app-types';

export function settingsRoutes(app: App): void {
  const { pool } = app.deps;

  post(app, settingsApi.getPlatformSettings, async () => [await readParameters(pool)]);
  post(app, settingsApi.getPlatformSettingsForAdmin, async () => [await readParameters(pool)]);

  command(app, settingsApi.setPlatformSettings, {
    actsOn: 'platform',
    run: async ({ commands, body }) => {
      await commands.run(SETTINGS_STREAM_ID, settingsDecider, { type: 'ChangeSettings', changes: body });
    },
    answer: () => ({ status: true as const, msg: serverMessages.settingsSaved }),
  });
}
