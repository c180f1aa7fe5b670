import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with no configuration at all (embedded database, development defaults)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, ADMIN_IDENTIFICATION: 'admin', publicOrigin: 'http://localhost:3000' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.allowedOrigins).toContain('http://localhost:3000');
  });

  it('names every bad variable in one error', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', EVENTSTORE_URL: 'http://x' });
      expect.unreachable('loadConfig should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'EVENTSTORE_URL']) expect(message).toContain(name);
    }
  });

  it('serves the API docs only when API_DOCS is true, and refuses anything but true or false', () => {
    expect(loadConfig({}).API_DOCS).toBe(false);
    expect(loadConfig({ API_DOCS: 'false' }).API_DOCS).toBe(false);
    expect(loadConfig({ API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS: must be true or false/);
  });

  it('takes the allow-list from CORS_ORIGINS', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.cl, https://b.cl' }).allowedOrigins).toEqual(['https://a.cl', 'https://b.cl']);
  });
});
