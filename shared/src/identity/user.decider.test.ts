import { describe, expect, it } from 'vitest';
import { given } from '../../../tests/support/given';
import { fold } from '../domain/decider';
import { employeeNumberDecider, userDecider } from './user.decider';
import type { EmployeeNumberEvent, UserEvent } from './user.events';

const userId = '0b7e3f0a-51f4-4bb6-9a55-1c2d3e4f5a6b';
const organizationId = '6f1c1a52-5f0e-4a43-9a43-3d2b1f9c0a11';
const now = new Date('2026-11-21T12:00:00.000Z');
const profile = { firstName: 'Ana', secondName: 'Rojas', email: 'ana@lavado.test', phone: 912345678 };

const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId,
    identification: null,
    ...profile,
    role: 'AD',
    gender: 'F',
    organizationId,
    employeeNumber: null,
    registeredAt: now.toISOString(),
  },
};
const deleted: UserEvent = { type: 'UserDeleted', data: { userId } };
const notFound = expect.objectContaining({ kind: 'not_found', message: 'El usuario no existe.' });

describe('user decider: password changes', () => {
  it('records that the password changed, why and when, with no secret in the event', () => {
    expect(given(userDecider, [registered]).when({ type: 'ChangePassword', reason: 'reset', now })).toEqual([
      { type: 'UserPasswordChanged', data: { userId, reason: 'reset', changedAt: now.toISOString() } },
    ]);
  });

  it('lets a blocked user set a password (they still cannot sign in)', () => {
    const disabled: UserEvent = { type: 'UserDisabled', data: { userId } };
    expect(given(userDecider, [registered, disabled]).when({ type: 'ChangePassword', reason: 'invitation', now })).toHaveLength(1);
  });

  it('refuses an unknown or deleted user', () => {
    expect(() => given(userDecider, []).when({ type: 'ChangePassword', reason: 'change', now })).toThrow(notFound);
    expect(() => given(userDecider, [registered, deleted]).when({ type: 'ChangePassword', reason: 'change', now })).toThrow(notFound);
  });
});

describe('user decider: profile', () => {
  const changed = { ...profile, email: 'ana.rojas@lavado.test', phone: 987654321 };

  it('records the new profile', () => {
    expect(given(userDecider, [registered]).when({ type: 'UpdateProfile', profile: changed })).toEqual([
      { type: 'UserProfileUpdated', data: { userId, ...changed } },
    ]);
  });

  it('changes nothing when the profile is the same, also after an earlier update', () => {
    expect(given(userDecider, [registered]).when({ type: 'UpdateProfile', profile })).toEqual([]);
    const updated: UserEvent = { type: 'UserProfileUpdated', data: { userId, ...changed } };
    expect(given(userDecider, [registered, updated]).when({ type: 'UpdateProfile', profile: changed })).toEqual([]);
  });

  it('remembers the updated e-mail, so a later deletion releases the right reservation', () => {
    const updated: UserEvent = { type: 'UserProfileUpdated', data: { userId, ...changed } };
    const state = [registered, updated].reduce(userDecider.evolve, userDecider.initialState);
    expect(state).toMatchObject({ email: 'ana.rojas@lavado.test', phone: 987654321 });
  });

  it('refuses a deleted user', () => {
    expect(() => given(userDecider, [registered, deleted]).when({ type: 'UpdateProfile', profile: changed })).toThrow(notFound);
  });
});

describe('user decider: onboarding', () => {
  it('completes once', () => {
    const completed: UserEvent = { type: 'UserOnboardingCompleted', data: { userId } };
    expect(given(userDecider, [registered]).when({ type: 'CompleteOnboarding' })).toEqual([completed]);
    expect(given(userDecider, [registered, completed]).when({ type: 'CompleteOnboarding' })).toEqual([]);
  });

  it('refuses an unknown user', () => {
    expect(() => given(userDecider, []).when({ type: 'CompleteOnboarding' })).toThrow(notFound);
  });
});

describe('user decider: platform scope', () => {
  it('lets the platform (organization null) block and delete any organization’s user', () => {
    expect(given(userDecider, [registered]).when({ type: 'ToggleUserState', organizationId: null, shownEnable: 1 })).toEqual([
      { type: 'UserDisabled', data: { userId } },
    ]);
    expect(given(userDecider, [registered]).when({ type: 'DeleteUser', organizationId: null })).toEqual([deleted]);
  });

  it('hides a user from another organization', () => {
    const otherOrganization = '11111111-2222-4333-8444-555555555555';
    expect(() => given(userDecider, [registered]).when({ type: 'DeleteUser', organizationId: otherOrganization })).toThrow(notFound);
  });
});

describe('user decider: identification given later', () => {
  const set = (identification: string, scope: string | null = organizationId) => ({
    type: 'SetIdentification' as const,
    identification,
    organizationId: scope,
  });

  it('records the RUT of a user created without one, and a correction of it', () => {
    expect(given(userDecider, [registered]).when(set('12345678-5'))).toEqual([
      { type: 'UserIdentificationSet', data: { userId, identification: '12345678-5' } },
    ]);
    const first: UserEvent = { type: 'UserIdentificationSet', data: { userId, identification: '12345678-5' } };
    expect(given(userDecider, [registered, first]).when(set('11111111-1'))).toEqual([
      { type: 'UserIdentificationSet', data: { userId, identification: '11111111-1' } },
    ]);
  });

  it('changes nothing when the RUT is the one the user has', () => {
    const first: UserEvent = { type: 'UserIdentificationSet', data: { userId, identification: '12345678-5' } };
    expect(given(userDecider, [registered, first]).when(set('12345678-5'))).toEqual([]);
  });

  it("refuses another organization's user and a deleted one as nonexistent", () => {
    expect(() => given(userDecider, [registered]).when(set('12345678-5', '00000000-0000-4000-8000-000000000000'))).toThrow(notFound);
    expect(() => given(userDecider, [registered, deleted]).when(set('12345678-5'))).toThrow(notFound);
  });
});

describe('user decider: registration and blocking', () => {
  const { registeredAt: _registeredAt, ...user } = registered.data;
  const disabled: UserEvent = { type: 'UserDisabled', data: { userId } };
  const enabled: UserEvent = { type: 'UserEnabled', data: { userId } };
  const toggle = (shownEnable: 0 | 1) => ({ type: 'ToggleUserState' as const, organizationId, shownEnable });

  it('registers a user once', () => {
    expect(given(userDecider, []).when({ type: 'RegisterUser', user, now })).toEqual([registered]);
    expect(() => given(userDecider, [registered]).when({ type: 'RegisterUser', user, now })).toThrow(
      expect.objectContaining({ kind: 'conflict', message: 'El usuario ya existe.' }),
    );
  });

  it('flips the state the client shows: 1 blocks an active user, 0 unblocks a blocked one, and blocks again', () => {
    expect(given(userDecider, [registered, disabled]).when(toggle(0))).toEqual([enabled]);
    expect(given(userDecider, [registered, disabled, enabled]).when(toggle(1))).toEqual([disabled]);
  });

  it('changes nothing when the shown state is already stale', () => {
    expect(given(userDecider, [registered]).when(toggle(0))).toEqual([]);
    expect(given(userDecider, [registered, disabled]).when(toggle(1))).toEqual([]);
  });

  it('a change to any one field of the profile is recorded', () => {
    for (const change of [{ firstName: 'Anita' }, { secondName: 'Soto' }, { email: 'ana.r@lavado.test' }, { phone: 987654321 }]) {
      expect(given(userDecider, [registered]).when({ type: 'UpdateProfile', profile: { ...profile, ...change } })).toEqual([
        { type: 'UserProfileUpdated', data: { userId, ...profile, ...change } },
      ]);
    }
  });

  it('ignores events of a user it never saw registered', () => {
    const strays: UserEvent[] = [
      { type: 'UserProfileUpdated', data: { userId, ...profile } },
      { type: 'UserOnboardingCompleted', data: { userId } },
      { type: 'UserIdentificationSet', data: { userId, identification: '12345678-5' } },
      deleted,
    ];
    for (const stray of strays) expect(fold(userDecider, [stray])).toEqual({ status: 'none' });
  });
});

describe('employee numbers', () => {
  const assigned = (forUser: string, employeeNumber: number): EmployeeNumberEvent => ({
    type: 'EmployeeNumberAssigned',
    data: { organizationId, userId: forUser, employeeNumber },
  });
  const assign = (forUser: string) => ({ type: 'AssignEmployeeNumber' as const, organizationId, userId: forUser });

  it('hands out 1 first, then the number after the highest one given', () => {
    expect(given(employeeNumberDecider, []).when(assign('u-ana'))).toEqual([assigned('u-ana', 1)]);
    expect(given(employeeNumberDecider, [assigned('u-ana', 5), assigned('u-luis', 3)]).when(assign('u-eva'))).toEqual([
      assigned('u-eva', 6),
    ]);
  });

  it('a user keeps the number they have', () => {
    expect(given(employeeNumberDecider, [assigned('u-ana', 1), assigned('u-luis', 2)]).when(assign('u-ana'))).toEqual([]);
  });
});

describe('user decider: erasing a user (SA)', () => {
  const callerId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
  const erasure = {
    reason: 'request' as const,
    supportTicketIds: ['0b8f6f0e-77c1-4c09-8a0f-0f7d6f2b9b10'],
    reservationStreamIds: ['reservation-user-email-4e3d2c1b-0a9f-4e8d-8c7b-6a5f4e3d2c1b'],
    loggedEventIds: ['9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a'],
  };
  const erase = (otherAdministrators = 1, caller = callerId) =>
    ({ type: 'EraseUser', callerId: caller, otherAdministrators, erasure, now }) as const;
  const employee: UserEvent = { ...registered, data: { ...registered.data, role: 'EM' } } as UserEvent;
  const erasedEvent: UserEvent = {
    type: 'UserErased',
    data: { userId, organizationId, ...erasure, erasedAt: now.toISOString() },
  };

  it('names by id only what is theirs, why, and when', () => {
    expect(given(userDecider, [employee]).when(erase(0))).toEqual([erasedEvent]);
  });

  it('erases a deleted user too: their data outlived the deletion', () => {
    expect(given(userDecider, [registered, deleted]).when(erase(0))).toEqual([erasedEvent]);
  });

  it('appends nothing when erased already (a retry), and the erased user is nobody to the other commands', () => {
    expect(given(userDecider, [employee, erasedEvent]).when(erase())).toEqual([]);
    expect(() => given(userDecider, [employee, erasedEvent]).when({ type: 'UpdateProfile', profile })).toThrow(notFound);
    expect(() => given(userDecider, [employee, erasedEvent]).when({ type: 'ChangePassword', reason: 'reset', now })).toThrow(notFound);
  });

  it('refuses an unknown user', () => {
    expect(() => given(userDecider, []).when(erase())).toThrow(notFound);
  });

  it('refuses the caller themself, in Spanish', () => {
    expect(() => given(userDecider, [employee]).when(erase(1, userId))).toThrow(
      expect.objectContaining({ kind: 'conflict', message: 'No puede eliminar los datos personales de su propio usuario.' }),
    );
  });

  it("refuses an organization's last administrator, and erases one who has another beside them", () => {
    expect(() => given(userDecider, [registered]).when(erase(0))).toThrow(
      expect.objectContaining({ kind: 'conflict', message: expect.stringContaining('único administrador') }),
    );
    expect(given(userDecider, [registered]).when(erase(1))).toEqual([erasedEvent]);
  });
});
