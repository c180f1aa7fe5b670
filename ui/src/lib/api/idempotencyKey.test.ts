import { describe, expect, it } from 'vitest';
import { keyFor } from './idempotencyKey';

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
