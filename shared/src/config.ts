import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  let secret = config.JWT_SECRET;
  if (!secret) {
    const file = path.join(config.dataDir, 'jwt-secret');
    if (!existsSync(file)) {
      mkdirSync(config.dataDir, { recursive: true });
      try {
        writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error; // another part created it first
      }
    }
    secret = readFileSync(file, 'utf8').trim();
  }
  return { secret, issuer: 'lavado', audience: 'lavado-web', lifetimeSeconds: Math.round(config.TOKEN_LIFETIME_HOURS * 3600) };
}
