import { describe, expect, it } from 'vitest';
import { projectorLockKey } from './lock-key';

describe('projectorLockKey', () => {
  it('is pinned: every node and every release must lock the same key for a projector', () => {
    expect(projectorLockKey('board')).toBe('7581146611491772625');
    expect(projectorLockKey('clients')).toBe('-4197354283457165298');
  });

  it('fits a signed 64-bit bigint parameter', () => {
    for (const name of ['board', 'clients', 'dashboard', 'users', 'a', '']) {
      const key = BigInt(projectorLockKey(name));
      expect(key >= -(2n ** 63n) && key < 2n ** 63n).toBe(true);
    }
  });

  it('gives different projectors different keys', () => {
    const names = ['board', 'clients', 'dashboard', 'users', 'organizations', 'settings', 'logs'];
    expect(new Set(names.map(projectorLockKey)).size).toBe(names.length);
  });
});
