import type { z } from 'zod';
import type { SessionRole } from '../auth/roles';
import type { ReadModel } from '../events/declaration';

/**
 * Who may call a route: anyone, any signed-in person (never a wall screen's session), or the listed
 * roles (a named group of `shared/src/auth/roles.ts`).
 */
export type Access = 'public' | 'authenticated' | readonly SessionRole[];

/**
 * A call that reads a person's full record, exports it or erases it (Ley 21.719, accountability;
 * docs/privacy.md, "Registro de accesos"): the route plumbing (`command-api/src/http/route.ts`)
 * records who, when, which subject, what and why once the call succeeded, before it answers.
 * `subject`: whose record, by the body's `id` (a client's or a user's), or the caller's own (`self`);
 * the why is the body's `motivo` or `reason`.
 */
export interface PersonalDataAudit {
  readonly what: 'read' | 'export' | 'erasure';
  readonly subject: 'client' | 'user' | 'self';
}

/**
 * One API call, declared once: `POST /api/<path>` takes `body` and answers `response` (200). The
 * server registers, documents and guards it from this entry (`command-api/src/http/access.ts`), the
 * Logs name it by `action`, and the UI client calls it and guards its screens with it.
 */
export interface ApiRoute<
  Path extends string = string,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Allowed extends Access = Access,
> {
  readonly path: Path;
  readonly body: Body;
  readonly response: Response;
  readonly access: Allowed;
  /** What the call does, in the words the SA reads in the Logs ("Comando rechazado: Crear cliente: …"), never its path. */
  readonly action: string;
  /** Set on a call that reads, exports or erases one person's full record: each successful call is recorded. */
  readonly audit?: PersonalDataAudit;
}

/** A call that changes something, and the read models it waits for, so that its answer shows the change. */
export interface ApiCommand<
  Path extends string = string,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Allowed extends Access = Access,
> extends ApiRoute<Path, Body, Response, Allowed> {
  /** Empty when what it answers comes from no read model (a token, a session, a link's own table). */
  readonly waitsFor: readonly ReadModel[];
}

/** A call that reads and changes nothing. */
export const apiRead = <const Path extends string, Body extends z.ZodType, Response extends z.ZodType, const Allowed extends Access>(
  route: ApiRoute<Path, Body, Response, Allowed>,
): ApiRoute<Path, Body, Response, Allowed> => route;

/** A call that changes something (`waitsFor`: see `ApiCommand`). */
export const apiCommand = <const Path extends string, Body extends z.ZodType, Response extends z.ZodType, const Allowed extends Access>(
  command: ApiCommand<Path, Body, Response, Allowed>,
): ApiCommand<Path, Body, Response, Allowed> => command;

/** What the caller sends, before the schema's defaults and transforms. */
export type ApiBody<Route extends ApiRoute> = z.input<Route['body']>;
/** What the route answers, as the schema reads it. */
export type ApiResponse<Route extends ApiRoute> = z.output<Route['response']>;
