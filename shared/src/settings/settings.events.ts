import type { ApplicationParameters } from './settings.schemas';
import { at } from '../events/example-values';
import type { EventDeclarations } from '../events/declaration';
import { formatInZone } from '../time/zone';

export type SettingsEvent = { type: 'PlatformSettingsChanged'; data: ApplicationParameters };
export type SettingsEventType = SettingsEvent['type'];
export const settingsEventTypes: readonly SettingsEventType[] = ['PlatformSettingsChanged'];

export const SETTINGS_STREAM_ID = 'settings-platform';

/** Feed topic that tells every open client the platform flags changed (maintenance overlay, onboarding). */
export const SETTINGS_CHANGED = 'settings.changed';

function describeSettings(settings: ApplicationParameters): string {
  const yesNo = (on: boolean) => (on ? 'sí' : 'no');
  return [
    `mantenimiento: ${yesNo(settings.maintenance)}`,
    `bienvenida: ${yesNo(settings.onboarding)}`,
    `correo: ${yesNo(settings.mailService)}`,
    `sesión: ${settings.sessionTime} min`,
    ...(settings.maintenanceEndsAt ? [`fin del mantenimiento: ${formatInZone(settings.maintenanceEndsAt, 'dd/MM/yyyy HH:mm')}`] : []),
  ].join(', ');
}

/** The platform's parameters: one declaration per event above (docs/conventions.md, "Declaring an event"). */
export const settingsEventCatalog = {
  PlatformSettingsChanged: {
    readModels: ['platform-settings'],
    log: {
      describe: (data) => `cambió la configuración de la plataforma (${describeSettings(data)})`,
      example:
        'cambió la configuración de la plataforma (mantenimiento: sí, bienvenida: no, correo: no, sesión: 45 min, fin del mantenimiento: 21/11/2026 10:00)',
    },
    personal: null,
    example: { maintenance: true, onboarding: false, mailService: false, sessionTime: 45, maintenanceEndsAt: at },
  },
} as const satisfies EventDeclarations<SettingsEvent>;
