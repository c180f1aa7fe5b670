import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolveMasterKey } from './config';

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

describe('the master key (DATA_KEY)', () => {
  it('is DATA_KEY when set: 32 bytes in base64, anything else refused by name', () => {
    const bytes = randomBytes(32);
    expect(resolveMasterKey(loadConfig({ DATA_KEY: bytes.toString('base64') })).export()).toEqual(bytes);
    for (const bad of [randomBytes(16).toString('base64'), 'not base64 at all!', randomBytes(33).toString('base64')]) {
      expect(() => loadConfig({ DATA_KEY: bad })).toThrow(/DATA_KEY: must be 32 bytes in base64/);
    }
  });

  it('is otherwise created on first start in DATA_DIR, readable by its owner only, and the same on every later start', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lavado-config-'));
    try {
      const config = loadConfig({ DATA_DIR: path.join(dataDir, 'nested') });
      const first = resolveMasterKey(config).export();
      const file = path.join(dataDir, 'nested', 'data-key');
      expect(Buffer.from(readFileSync(file, 'utf8'), 'base64')).toEqual(first);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(resolveMasterKey(config).export()).toEqual(first);
      expect(resolveMasterKey(loadConfig({ DATA_DIR: mkdtempSync(path.join(dataDir, 'other-')) })).export()).not.toEqual(first);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('never prints its bytes, wherever the configuration is logged', () => {
    const encoded = randomBytes(32).toString('base64');
    const config = loadConfig({ DATA_KEY: encoded });
    expect(JSON.stringify(config)).not.toContain(encoded);
    expect(inspect(config, { depth: 5 })).not.toContain(encoded);
    expect(inspect(config.DATA_KEY)).toContain('SecretKeyObject');
  });
});
