import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@lavado/shared/identity/user.schemas';
import { personalInfoOf, rutEditable, registeredOn } from './profileDisplay';

const profile: UserProfile = {
  id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  employeeNumber: null,
  firstName: 'Ana',
  secondName: 'Rojas',
  identification: '12345678-5',
  email: 'ana@losandes.cl',
  phone: 912345678,
  role: 'AD',
  gender: 'F',
  organizationId: '7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  organizationName: 'Lavado Los Andes',
  enable: 1,
  createdAt: '2025-03-09T02:30:00.000Z',
};

describe('profile display', () => {
  it("dates the registration on Chile's calendar, not UTC's", () => {
    expect(registeredOn(profile.createdAt)).toBe('8/3/25');
    expect(registeredOn('2025-06-15T14:00:00.000Z')).toBe('15/6/25');
  });

  it('fills the form with the phone as text, empty when there is none', () => {
    expect(personalInfoOf({ ...profile, identification: null })).toEqual({
      firstName: 'Ana',
      secondName: 'Rojas',
      email: 'ana@losandes.cl',
      phone: '912345678',
      identification: '',
    });
    expect(personalInfoOf({ ...profile, phone: null }).phone).toBe('');
  });

  it('shows a RUT formatted, and leaves an identification that is not a RUT out of the form', () => {
    expect(personalInfoOf({ ...profile, identification: '12345678-5' }).identification).toBe('12.345.678-5');
    expect(personalInfoOf({ ...profile, identification: 'admin' }).identification).toBe('');
    expect(rutEditable('admin')).toBe(false);
    expect(rutEditable(null)).toBe(true);
    expect(rutEditable('12345678-5')).toBe(true);
  });
});
