import { assertNever } from '@lavado/shared/domain/decider';
import { eventTypesFeeding, type EventFeeding } from '@lavado/shared/events/catalog';
import { SETTINGS_CHANGED } from '@lavado/shared/settings/settings.events';
import { PLATFORM_ORGANIZATION_ID } from '@lavado/shared/realtime/feed';
import { defineProjector } from './define';

export const platformSettingsProjector = defineProjector<EventFeeding<'platform-settings'>>()({
  name: 'platform-settings',
  tables: ['platform_settings'],
  handles: eventTypesFeeding('platform-settings'),
  async apply(event, { client, publish }) {
    switch (event.type) {
      case 'PlatformSettingsChanged': {
        const settings = event.data;
        await client.query(
          `insert into platform_settings (id, maintenance, onboarding, mail_service, session_time, maintenance_ends_at, updated_at)
           values (1, $1, $2, $3, $4, $5, $6)
           on conflict (id) do update set maintenance = $1, onboarding = $2, mail_service = $3, session_time = $4, maintenance_ends_at = $5, updated_at = $6`,
          [
            settings.maintenance,
            settings.onboarding,
            settings.mailService,
            settings.sessionTime,
            settings.maintenanceEndsAt,
            event.metadata.at,
          ],
        );
        await publish({ organizationId: PLATFORM_ORGANIZATION_ID, topic: SETTINGS_CHANGED, payload: { ...settings } });
        break;
      }
      default:
        assertNever(event.type);
    }
  },
});
