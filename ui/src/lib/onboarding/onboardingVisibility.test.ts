import { describe, expect, it } from 'vitest';
import { shouldShowOnboarding } from './onboardingVisibility';

describe('shouldShowOnboarding', () => {
  it.each(['AD', 'EM', 'SU', 'US'] as const)('shows it to %s who has not closed it while the platform flag is on', (role) => {
    expect(shouldShowOnboarding({ role, onBoard: false, onboardingEnabled: true })).toBe(true);
  });

  it('hides it once closed (onBoard true)', () => {
    expect(shouldShowOnboarding({ role: 'AD', onBoard: true, onboardingEnabled: true })).toBe(false);
  });

  it('hides it when the platform flag is off, or not read yet', () => {
    expect(shouldShowOnboarding({ role: 'AD', onBoard: false, onboardingEnabled: false })).toBe(false);
    expect(shouldShowOnboarding({ role: 'AD', onBoard: false, onboardingEnabled: undefined })).toBe(false);
  });

  it('never shows it to the super admin', () => {
    expect(shouldShowOnboarding({ role: 'SA', onBoard: false, onboardingEnabled: true })).toBe(false);
  });
});
