import { describe, expect, it } from 'vitest';
import { apiRoutes } from './contract';

describe('audited calls (docs/privacy.md, "Registro de accesos")', () => {
  it('every call that reads a whole person, exports or erases one declares its audit, and no other call does', () => {
    const audited = Object.fromEntries(apiRoutes.filter((route) => route.audit).map((route) => [route.path, route.audit]));
    expect(audited).toEqual({
      'client/getClientsById': { what: 'read', subject: 'client' },
      'client/exportClientData': { what: 'export', subject: 'client' },
      'client/eraseClient': { what: 'erasure', subject: 'client' },
      'privacy/exportUserData': { what: 'export', subject: 'user' },
      'privacy/exportOwnData': { what: 'export', subject: 'self' },
      'admin/eraseUser': { what: 'erasure', subject: 'user' },
    });
  });

  it('every export is audited: a call named as an export that forgot its flag fails here', () => {
    const exports = apiRoutes.filter((route) => /export/i.test(route.path) && /datos/i.test(route.action));
    expect(exports.length).toBeGreaterThan(0);
    expect(exports.filter((route) => route.audit?.what !== 'export').map((route) => route.path)).toEqual([]);
  });
});
