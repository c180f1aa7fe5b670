import { describe, expect, it } from 'vitest';
import { eventIdFor, uuidV5 } from './ids';

const COMMAND_ID = '0b7c8e0e-5a4f-4d6b-9b61-3f1f4f2f9a10';

describe('uuidV5', () => {
  it('matches the RFC 9562 example for www.example.com in the DNS namespace', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('refuses a namespace that is not a UUID', () => {
    expect(() => uuidV5('x', 'not-a-uuid')).toThrow(TypeError);
  });
});

describe('eventIdFor', () => {
  it('gives the same id for the same command and index, so a retried command appends nothing new', () => {
    expect(eventIdFor(COMMAND_ID, 0)).toBe(eventIdFor(COMMAND_ID, 0));
  });

  it('gives distinct version 5 UUIDs per index and per command', () => {
    const ids = [eventIdFor(COMMAND_ID, 0), eventIdFor(COMMAND_ID, 1), eventIdFor('5d1a2b3c-0000-4000-8000-000000000001', 0)];
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('refuses a negative or fractional index', () => {
    expect(() => eventIdFor(COMMAND_ID, -1)).toThrow(RangeError);
    expect(() => eventIdFor(COMMAND_ID, 1.5)).toThrow(RangeError);
  });
});
