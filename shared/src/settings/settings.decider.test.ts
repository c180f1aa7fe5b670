import { describe, expect, it } from 'vitest';
import { given } from '../../../tests/support/given';
import { settingsDecider } from './settings.decider';
import { DEFAULT_PARAMETERS } from './settings.schemas';

describe('settings decider', () => {
  it('saves the switches and keeps values that were not sent', () => {
    expect(
      given(settingsDecider, []).when({ type: 'ChangeSettings', changes: { maintenance: true, onboarding: true, mailService: false } }),
    ).toEqual([{ type: 'PlatformSettingsChanged', data: { ...DEFAULT_PARAMETERS, maintenance: true } }]);
  });

  it('saves the session time and the maintenance end, which the spec showed but did not save', () => {
    const changes = {
      maintenance: true,
      onboarding: false,
      mailService: true,
      sessionTime: 30,
      maintenanceEndsAt: '2026-12-01T10:00:00-03:00',
    };
    expect(given(settingsDecider, []).when({ type: 'ChangeSettings', changes })).toEqual([
      { type: 'PlatformSettingsChanged', data: { ...changes } },
    ]);
  });

  it('appends nothing when nothing changes', () => {
    const { sessionTime: _sessionTime, maintenanceEndsAt: _endsAt, ...switches } = DEFAULT_PARAMETERS;
    expect(given(settingsDecider, []).when({ type: 'ChangeSettings', changes: switches })).toEqual([]);
  });
});
