import type { DataKeys } from '@lavado/shared/privacy/data-keys';
import type { StreamPseudonyms } from '@lavado/shared/privacy/stream-pseudonyms';
// The app's types, apart from app.ts: route files import these, and app.ts imports every route file.
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TokenSettings } from '@lavado/shared/auth/token';
import type { Pool } from '@lavado/shared/db/pool';
import type { TrustedProxies } from '@lavado/shared/http/client-address';
import type { Logger } from '@lavado/shared/logger';
import type { EventStore, InlineProjection } from '@lavado/shared/eventstore/port';
import type { ProjectionWaiter } from '@lavado/projections/progress';
import type { CommandRunner } from '../commands/run';
import type { MailSettings } from '../mail/mailer';
import type { PhotoStore } from '../storage/photo-store';

export interface AppDeps {
  pool: Pool;
  store: EventStore;
  /** The data subjects' keys (docs/privacy.md): erasing a person deletes theirs. */
  dataKeys: DataKeys;
  /** Pseudonymous stream names: erasing a person unlinks their plates and reserved values from their streams. */
  pseudonyms: StreamPseudonyms;
  waiter: ProjectionWaiter;
  /** The read models each append applies in its own transaction (docs/architecture.md); without it every one is waited for. */
  inline?: InlineProjection;
  tokenSettings: TokenSettings;
  allowedOrigins: readonly string[];
  now: () => Date;
  /** The built UI to serve (single-process mode); absent when the API runs alone. */
  uiDist?: string;
  logger: Logger;
  /** How long a command waits for its projections before replying (default 3 s); tests on a busy shared server wait longer. */
  projectionWaitMs?: number;
  /** Proxies whose `X-Forwarded-For` names the client (config TRUST_PROXY); none by default. */
  trustProxy?: TrustedProxies;
  /** Per-IP request limits; tests raise them. `feedback`: customers' answers after the wash (PUBLIC_FEEDBACK_PER_MINUTE unless given). */
  rateLimits?: { global: number; login: number; feedback?: number };
  /** Where links in mails point (config PUBLIC_ORIGIN); never taken from a request's Host. */
  publicOrigin: string;
  mail: MailSettings;
  /** How far back a board tap's claimed time may be recorded (config CLAIMED_TAP_MAX_AGE_MINUTES); DEFAULT_CLAIMED_TAP_MAX_AGE_MINUTES when absent. */
  claimedTapMaxAgeMinutes?: number;
  /** Where check-in photos and signatures are stored, once each by content hash (storage/photo-store.ts). */
  photos: PhotoStore;
  /** Serve Swagger UI and the OpenAPI document at /api/docs (config API_DOCS); off when absent. */
  apiDocs?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** A command runner for this request: its commandId, actor, organization and clock. */
    commandsFor(request: FastifyRequest): CommandRunner;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
