import type { ApplicationParameters } from './settings.schemas';

export type SettingsEvent = { type: 'PlatformSettingsChanged'; data: ApplicationParameters };
export type SettingsEventType = SettingsEvent['type'];
export const settingsEventTypes: readonly SettingsEventType[] = ['PlatformSettingsChanged'];

export const SETTINGS_STREAM_ID = 'settings-platform';
