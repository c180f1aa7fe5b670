import { describe, expect, it } from 'vitest';
import { BoundedCache } from './data-keys';

describe('the data keys cache', () => {
  it('never holds more than its capacity, keeps what is read, and forgets the rest first', () => {
    const cache = new BoundedCache<number>(100, 60_000, () => 0);
    for (let index = 0; index < 10_000; index++) {
      cache.set(`key-${index}`, index);
      expect(cache.get('kept')).toBe(index === 0 ? undefined : -1);
      if (index === 0) cache.set('kept', -1);
      expect(cache.size).toBeLessThanOrEqual(100);
    }
    expect(cache.get('key-9999')).toBe(9999);
    expect(cache.get('key-0')).toBeUndefined();
  });

  it('forgets an entry when its lifetime ends, and one that is deleted at once', () => {
    let now = 0;
    const cache = new BoundedCache<string>(100, 1_000, () => now);
    cache.set('a', 'A');
    cache.set('b', 'B');
    now = 999;
    expect(cache.get('a')).toBe('A');
    cache.delete('b');
    expect(cache.get('b')).toBeUndefined();
    now = 1_000;
    expect(cache.get('a')).toBeUndefined();
  });
});
