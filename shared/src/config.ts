import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { TokenSettings } from './auth/token';
import { parseTrustedProxies } from './http/client-address';

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const MASTER_KEY_BYTES = 32;

/** How far back a board tap sent late by a phone's outbox may be recorded (CLAIMED_TAP_MAX_AGE_MINUTES): a shift's dead Wi-Fi, not yesterday. */
export const DEFAULT_CLAIMED_TAP_MAX_AGE_MINUTES = 120;

/** A master key as configured (DATA_KEY, and NEW_DATA_KEY when rotating): 32 bytes in base64; unset when empty. */
export const masterKeySchema = z
  .string()
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === '') return undefined;
    const bytes = Buffer.from(value, 'base64');
    if (bytes.length !== MASTER_KEY_BYTES || bytes.toString('base64') !== value.trim()) {
      context.addIssue({ code: 'custom', message: `must be ${MASTER_KEY_BYTES} bytes in base64 (e.g. \`openssl rand -base64 32\`)` });
      return z.NEVER;
    }
    // A key object never prints its bytes, wherever the configuration ends up.
    return createSecretKey(bytes);
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  REALTIME_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  EVENTSTORE_URL: z
    .url({ protocol: /^(esdb|esdb\+discover|kurrentdb|kurrentdb\+discover|kurrent)$/, error: 'must be an esdb:// or kurrentdb:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  /** The master key that wraps every data subject's key (docs/privacy.md); by default a key file in DATA_DIR. */
  DATA_KEY: masterKeySchema,
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_LIFETIME_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 7)
    .default(12),
  PUBLIC_ORIGIN: z.url().optional(),
  CORS_ORIGINS: commaList.optional(),
  ADMIN_IDENTIFICATION: z.string().trim().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').default('lavado-admin'),
  ADMIN_EMAIL: z.email().default('admin@lavado.local'),
  MAIL_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().trim().min(3).default('Lavado <no-reply@lavado.local>'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseTrustedProxies(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  // Swagger UI and the OpenAPI document describe every route to whoever asks: off unless asked for.
  API_DOCS: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  /** Open realtime sockets per session and per client address on each gateway node (defaults in realtime/src/transport/connection-caps.ts). */
  REALTIME_MAX_CONNECTIONS_PER_SESSION: z.coerce.number().int().min(1).max(10_000).optional(),
  REALTIME_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).optional(),
  CLAIMED_TAP_MAX_AGE_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(DEFAULT_CLAIMED_TAP_MAX_AGE_MINUTES),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Each process's PostgreSQL connections at most, besides the few it holds for itself (LISTEN, projector locks). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).optional(),
});

export type AppConfig = ReturnType<typeof loadConfig>;

/** Every environment variable the configuration reads. */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the environment once at start; the error names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  const publicOrigin = values.PUBLIC_ORIGIN ?? `http://localhost:${values.PORT}`;
  return {
    ...values,
    dataDir: path.resolve(values.DATA_DIR),
    publicOrigin: publicOrigin.replace(/\/$/, ''),
    allowedOrigins: values.CORS_ORIGINS ?? [publicOrigin.replace(/\/$/, ''), `http://127.0.0.1:${values.PORT}`],
    realtimeConnectionLimits: {
      perSession: values.REALTIME_MAX_CONNECTIONS_PER_SESSION,
      perAddress: values.REALTIME_MAX_CONNECTIONS_PER_ADDRESS,
    },
  };
}

/**
 * The JWT secret: JWT_SECRET when set (required when parts run on several machines); otherwise one
 * generated on first start and kept in the data folder, so sessions survive restarts.
 */
export function resolveTokenSettings(config: AppConfig): TokenSettings {
  const secret = config.JWT_SECRET ?? secretInDataDir(config, 'jwt-secret', () => randomBytes(48).toString('base64url'));
  return { secret, issuer: 'lavado', audience: 'lavado-web', lifetimeSeconds: Math.round(config.TOKEN_LIFETIME_HOURS * 3600) };
}

/**
 * The master key that wraps every data subject's key (docs/privacy.md, "Cifrado y borrado"):
 * DATA_KEY when set (required when parts run on several machines); otherwise one generated on first
 * start and kept in the data folder, which must then be backed up apart from the database.
 */
export const MASTER_KEY_FILE = 'data-key';

export function resolveMasterKey(config: AppConfig): KeyObject {
  if (config.DATA_KEY) return config.DATA_KEY;
  const encoded = secretInDataDir(config, MASTER_KEY_FILE, () => randomBytes(MASTER_KEY_BYTES).toString('base64'));
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length !== MASTER_KEY_BYTES) {
    throw new ConfigError([
      `DATA_DIR: ${path.join(config.dataDir, MASTER_KEY_FILE)} does not hold a ${MASTER_KEY_BYTES}-byte key in base64`,
    ]);
  }
  return createSecretKey(bytes);
}

/** A secret kept in a file of the data folder (readable by its owner only), created on first use. */
function secretInDataDir(config: AppConfig, name: string, create: () => string): string {
  const file = path.join(config.dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    // Written aside and linked into place, so that a part starting at the same time never reads it half-written.
    const written = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(written, create(), { mode: 0o600, flag: 'wx' });
    try {
      linkSync(written, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error; // another part created it first
    } finally {
      unlinkSync(written);
    }
  }
  return readFileSync(file, 'utf8').trim();
}
