import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '@lavado/shared/config';

/**
 * docker-compose.yml, without a Docker engine: it follows the Compose Specification's JSON schema
 * (vendored beside this file, see compose-spec.source.md), runs each part with a script of
 * package.json, and hands every part a configuration the part accepts: PostgreSQL for the events by
 * default, KurrentDB only under its profile.
 */
const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const composeText = read('../../docker-compose.yml');
const schema = JSON.parse(read('./compose-spec.json')) as object;
const scripts = (JSON.parse(read('../../package.json')) as { scripts: Record<string, string> }).scripts;
const readme = read('../../README.md');
const dockerfile = read('../../Dockerfile');

/** The secrets the file demands (`${VAR:?…}`), as an operator would give them. */
const OPERATOR_ENV = {
  JWT_SECRET: 'a-long-random-secret-of-more-than-32-characters',
  DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
  ADMIN_PASSWORD: 'compose-password',
};
/** The image docker-compose.yml builds from this repository (Dockerfile): the product's own parts. */
const OUR_IMAGE = 'lavado:local';

type Env = Record<string, string | undefined>;

/**
 * Compose's interpolation (Compose Specification, "Interpolation"): `$$`, `$VAR`, `${VAR}`, and
 * `${VAR:-default}`, `${VAR-default}`, `${VAR:?error}`, `${VAR?error}`, `${VAR:+replacement}`, `${VAR+replacement}`.
 */
function interpolate(text: string, env: Env): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?+])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, name, colon, operator, argument, bare) => {
      if (match === '$$') return '$';
      const value = env[(name ?? bare) as string];
      const missing = colon ? !value : value === undefined;
      if (operator === '-') return missing ? (argument as string) : value!;
      if (operator === '?') {
        if (missing) throw new Error(`${name as string}: ${argument as string}`);
        return value!;
      }
      if (operator === '+') return missing ? '' : (argument as string);
      return value ?? '';
    },
  );
}

interface Service {
  image?: string;
  command?: string[];
  profiles?: string[];
  environment?: Record<string, string | null>;
  depends_on?: Record<string, { condition: string; required?: boolean }>;
}
interface ComposeFile {
  services: Record<string, Service>;
}

/** The file as Compose reads it: YAML with merge keys, then interpolated from `env`. */
function loadCompose(env: Env): ComposeFile {
  return parse(interpolate(composeText, env), { merge: true }) as ComposeFile;
}

/** A service's environment inside its container: a variable without a value comes from the shell, or is unset. */
function containerEnv(service: Service, shell: Env): Env {
  return Object.fromEntries(Object.entries(service.environment ?? {}).map(([name, value]) => [name, value ?? shell[name]]));
}

const ourParts = (compose: ComposeFile) => Object.entries(compose.services).filter(([, service]) => service.image === OUR_IMAGE);

describe('docker-compose.yml', () => {
  const validate = new Ajv2020({ strict: false, allErrors: true }).compile(schema);

  it('follows the Compose Specification', () => {
    const compose = loadCompose(OPERATOR_ENV);
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
    // The same validator refuses what Compose refuses, so its approval above means something.
    const misspelt = { ...compose, servics: {} };
    const misspeltInService = structuredClone(compose) as unknown as { services: Record<string, Record<string, unknown>> };
    misspeltInService.services['command-api']!.comand = ['npm', 'start'];
    expect(validate(misspelt)).toBe(false);
    expect(validate(misspeltInService)).toBe(false);
  });

  it("runs each of the product's parts with `npm run` of a script package.json has", () => {
    const parts = ourParts(loadCompose(OPERATOR_ENV));
    expect(parts.map(([name]) => name).sort()).toEqual(['command-api', 'projections', 'realtime']);
    for (const [name, service] of parts) {
      expect({ name, command: service.command?.slice(0, 2) }).toEqual({ name, command: ['npm', 'run'] });
      expect(service.command).toHaveLength(3);
      expect({ name, script: service.command![2]!, exists: service.command![2]! in scripts }).toEqual({
        name,
        script: service.command![2]!,
        exists: true,
      });
    }
  });

  it('refuses to start without the secrets it has no default for', () => {
    expect(() => loadCompose({})).toThrow(/JWT_SECRET/);
    expect(() => loadCompose({ JWT_SECRET: OPERATOR_ENV.JWT_SECRET })).toThrow(/DATA_KEY/);
    expect(() => loadCompose({ JWT_SECRET: OPERATOR_ENV.JWT_SECRET, DATA_KEY: OPERATOR_ENV.DATA_KEY })).toThrow(/ADMIN_PASSWORD/);
  });

  it('gives every part a configuration it accepts, with one shared JWT secret and the events in PostgreSQL', () => {
    const parts = ourParts(loadCompose(OPERATOR_ENV));
    for (const [name, service] of parts) {
      const config = loadConfig(containerEnv(service, OPERATOR_ENV));
      // The separate parts stop without DATABASE_URL; without JWT_SECRET or DATA_KEY each replica would make a secret of its own.
      expect({ name, database: config.DATABASE_URL, secret: config.JWT_SECRET, dataKey: config.DATA_KEY !== undefined }).toEqual({
        name,
        database: expect.stringMatching(/^postgres:\/\/.+@postgres:5432\//),
        secret: OPERATOR_ENV.JWT_SECRET,
        dataKey: true,
      });
      expect({ name, eventStore: config.EVENTSTORE_URL }).toEqual({ name, eventStore: undefined });
      // KurrentDB is off by default: nothing may wait for it.
      expect({ name, waitsForKurrentDb: service.depends_on?.kurrentdb?.required !== false }).toEqual({ name, waitsForKurrentDb: false });
    }
  });

  it('keeps the events in KurrentDB only with its profile, at the address its header documents', () => {
    const documented = /^#\s+EVENTSTORE_URL=(\S+) docker compose --profile kurrentdb up/m.exec(composeText);
    expect(documented).not.toBeNull();
    const shell = { ...OPERATOR_ENV, EVENTSTORE_URL: documented![1]! };
    const compose = loadCompose(shell);
    const address = new URL(shell.EVENTSTORE_URL);
    const kurrentdb = compose.services[address.hostname];
    expect(kurrentdb?.profiles).toEqual(['kurrentdb']);
    expect(address.port).toBe(String(kurrentdb?.environment?.KURRENTDB_NODE_PORT));
    for (const [name, service] of ourParts(compose)) {
      expect({ name, eventStore: loadConfig(containerEnv(service, shell)).EVENTSTORE_URL }).toEqual({
        name,
        eventStore: shell.EVENTSTORE_URL,
      });
      expect({ name, waitsFor: service.depends_on?.kurrentdb?.condition }).toEqual({ name, waitsFor: 'service_healthy' });
    }
    const alwaysOn = Object.entries(compose.services).filter(([, service]) => !service.profiles);
    expect(alwaysOn.map(([name]) => name)).not.toContain(address.hostname);
  });

  it("sets every configuration variable (or its image does) or leaves it to the README's table, where an operator finds it", () => {
    const set = new Set(ourParts(loadCompose(OPERATOR_ENV)).flatMap(([, service]) => Object.keys(service.environment ?? {})));
    for (const [, name] of dockerfile.matchAll(/^ENV ([A-Z0-9_]+)=/gm)) set.add(name!);
    const documented = new Set([...readme.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((match) => match[1]!));
    const neither = CONFIG_VARIABLES.filter((name) => !set.has(name) && !documented.has(name));
    expect(neither).toEqual([]);
    expect([...set].filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
  });
});
