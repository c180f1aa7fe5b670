import { describe, expect, it } from 'vitest';
import type { Role } from '../../lib/session/roles';
import type { Session } from '../../lib/session/sessionStore';
import { fakeToken } from '../../testing/fakeToken';
import { decideAccess } from './decideAccess';

const now = Date.UTC(2025, 5, 1, 12, 0, 0);

function session(role: Role, expiresInSeconds: number): Session {
  return { token: fakeToken(role, expiresInSeconds, now), onBoard: true, nombre: 'Ana', role, organization: null };
}

describe('decideAccess', () => {
  it('sends visitors without a session to login', () => {
    expect(decideAccess(null, undefined, now)).toBe('noSession');
  });

  it('treats a token whose exp has passed, or that cannot be read, as expired', () => {
    expect(decideAccess(session('AD', -1), undefined, now)).toBe('expired');
    expect(decideAccess(session('AD', 0), undefined, now)).toBe('expired');
    expect(decideAccess({ ...session('AD', 60), token: 'not-a-jwt' }, undefined, now)).toBe('expired');
  });

  it('checks expiry before the role', () => {
    expect(decideAccess(session('EM', -1), ['SA'], now)).toBe('expired');
  });

  it('refuses a role missing from the route list', () => {
    expect(decideAccess(session('EM', 60), ['AD', 'SA'], now)).toBe('wrongRole');
  });

  it('lets any live session in when the route names no roles, and listed roles where it does', () => {
    expect(decideAccess(session('US', 60), undefined, now)).toBe('allow');
    expect(decideAccess(session('SA', 60), ['AD', 'SA'], now)).toBe('allow');
  });
});
