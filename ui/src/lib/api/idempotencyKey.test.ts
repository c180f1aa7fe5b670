import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { keyFor, useIdempotencyKey } from './idempotencyKey';

describe('keyFor', () => {
  let counter = 0;
  const newKey = () => `key-${(counter += 1)}`;

  it('keeps the key when the same values are sent again', () => {
    const first = keyFor(null, { id: 'a', state: 1 }, newKey);
    expect(keyFor(first, { id: 'a', state: 1 }, newKey)).toBe(first);
  });

  it('gives other values a new key', () => {
    const first = keyFor(null, { id: 'a', state: 1 }, newKey);
    const second = keyFor(first, { id: 'a', state: 2 }, newKey);
    expect(second.key).not.toBe(first.key);
  });
});

describe('useIdempotencyKey', () => {
  it('draws every new key from crypto.randomUUID, the browser’s random source (the ids of what a command creates derive from it)', () => {
    const randomUUID = vi.spyOn(crypto, 'randomUUID');
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.idempotencyKeyFor({ id: 'a' });
    const other = result.current.idempotencyKeyFor({ id: 'b' });
    result.current.forget();
    const afterSuccess = result.current.idempotencyKeyFor({ id: 'b' });
    expect(randomUUID.mock.results.map((drawn) => drawn.value)).toEqual([first, other, afterSuccess]);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set([first, other, afterSuccess]).size).toBe(3);
  });
});
