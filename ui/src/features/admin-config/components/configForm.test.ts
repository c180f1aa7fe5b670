import { DEFAULT_PARAMETERS } from '@lavado/shared/settings/settings.schemas';
import { describe, expect, it } from 'vitest';
import { configFormSchema, toConfigForm, toParameters } from './configForm';

describe('the config form', () => {
  it("shows the maintenance end on Chile's wall clock and saves it with Chile's offset", () => {
    const form = toConfigForm({ ...DEFAULT_PARAMETERS, maintenance: true, maintenanceEndsAt: '2025-06-15T14:00:00Z' });
    expect(form.maintenanceEnd).toBe('2025-06-15 10:00:00');
    expect(toParameters(form)).toEqual({
      maintenance: true,
      onboarding: true,
      mailService: false,
      sessionTime: 60,
      maintenanceEndsAt: '2025-06-15T10:00:00-04:00',
    });
  });

  it('saves no maintenance end as null', () => {
    expect(toParameters(toConfigForm(DEFAULT_PARAMETERS)).maintenanceEndsAt).toBeNull();
  });

  it("checks the session time with the server's rules", () => {
    const form = toConfigForm(DEFAULT_PARAMETERS);
    expect(configFormSchema.safeParse({ ...form, sessionTime: 4 }).error?.issues[0]?.message).toBe(
      'El tiempo de sesión debe ser de al menos 5 minutos.',
    );
    expect(configFormSchema.safeParse({ ...form, sessionTime: 30 }).success).toBe(true);
  });
});
