import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { apiRoutes, apiRoutesOf } from './contract';
import { apiCommand, apiRead } from './route';

describe('apiRoutes', () => {
  it('refuses a path two entries declare, so no entry silently overrides another', () => {
    const list = apiRead({ path: 'demo/list', action: 'Ver demos', access: ['AD'], body: z.object({}), response: z.array(z.string()) });
    const change = apiCommand({ ...list, action: 'Cambiar demo', response: z.object({}), waitsFor: [] });
    expect(apiRoutesOf({ a: { list }, b: { other: { ...list, path: 'demo/other' } } }).map((route) => route.path)).toEqual([
      'demo/list',
      'demo/other',
    ]);
    expect(() => apiRoutesOf({ a: { list }, b: { change } })).toThrow('The contract declares demo/list twice');
  });

  it('opens to anyone only the calls that need no session: login, password links, the customer page and wall-screen links', () => {
    expect(apiRoutes.filter((route) => route.access === 'public').map((route) => route.path)).toEqual([
      'auth/login',
      'auth/recovery',
      'auth/reset',
      'code/getPublicTicket',
      'code/sendFeedback',
      'wallScreen/openScreen',
    ]);
  });

  it('gives every call restricted to roles at least one role', () => {
    for (const route of apiRoutes) if (Array.isArray(route.access)) expect(route.access.length, route.path).toBeGreaterThan(0);
  });
});
