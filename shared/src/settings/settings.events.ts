import type { ApplicationParameters } from './settings.schemas';

export type SettingsEvent = { type: 'PlatformSettingsChanged'; data: ApplicationParameters };
export type SettingsEventType = SettingsEvent['type'];
export const settingsEventTypes: readonly SettingsEventType[] = ['PlatformSettingsChanged'];

export const SETTINGS_STREAM_ID = 'settings-platform';

/** Feed topic that tells every open client the platform flags changed (maintenance overlay, onboarding). */
export const SETTINGS_CHANGED = 'settings.changed';
