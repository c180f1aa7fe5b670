import { describe, expect, it } from 'vitest';
import { isOriginAllowed } from './origin';

const allowed = ['https://lavado.example/', 'http://127.0.0.1:3000'];

describe('origin allow-list', () => {
  it('accepts a listed origin, whatever trailing slash the configuration has', () => {
    expect(isOriginAllowed('https://lavado.example', allowed)).toBe(true);
    expect(isOriginAllowed('http://127.0.0.1:3000', allowed)).toBe(true);
  });

  it.each([
    'https://evil.example',
    'http://lavado.example',
    'https://lavado.example:8443',
    'https://lavado.example.evil.example',
    'null',
    '',
  ])('refuses %j', (origin) => {
    expect(isOriginAllowed(origin, allowed)).toBe(false);
  });

  it('lets a request without Origin (not a browser) reach the token check', () => {
    expect(isOriginAllowed(undefined, allowed)).toBe(true);
  });

  it('ignores an allow-list entry that is not a URL instead of matching it', () => {
    expect(isOriginAllowed('null', ['not a url'])).toBe(false);
  });
});
