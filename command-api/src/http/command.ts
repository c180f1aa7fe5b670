import type { ApiCommand, ApiResponse } from '@lavado/shared/api/route';
import type { TokenClaims } from '@lavado/shared/auth/token';
import type { z } from 'zod';
import { DomainError } from '@lavado/shared/domain/errors';
import { serverMessages } from '@lavado/shared/messages/server';
import { selfCaller } from '../accounts/self';
import type { CommandRunner } from '../commands/run';
import type { App } from './app-types';
import { caller, callerOrganization, managedOrganization } from './auth';
import { post, type RouteOptions, type RouteRequest } from './route';

/**
 * Whose data a command changes, and so what the token must say about the body's `organizationId`:
 * - `callerOrganization`: the caller's organization (the token's; a different body one is refused);
 * - `managedOrganization`: an AD's own organization, or for the SA the one the body names;
 * - `ownAccount`: the caller's own account (a body organization must be the token's);
 * - `platform`: the platform's (the SA's registries and settings), whatever the body names.
 */
/** How soon a client may ask again for the answer of a command whose read models were behind. */
const STILL_PROCESSING_RETRY_SECONDS = 2;

type ActsOn = 'callerOrganization' | 'managedOrganization' | 'ownAccount' | 'platform';

/** What every step of a command handler gets: the validated body, the verified caller and a command runner. */
interface CommandCall<Route extends ApiCommand> {
  request: RouteRequest<Route>;
  body: z.output<Route['body']>;
  caller: TokenClaims;
  commands: CommandRunner;
}

type CallActingOn<Route extends ApiCommand, Scope extends ActsOn> = CommandCall<Route> &
  (Scope extends 'callerOrganization' | 'managedOrganization' ? { organizationId: string } : unknown);

interface CommandHandler<Route extends ApiCommand, Scope extends ActsOn, Decided> {
  /** `callerOrganization` when absent. */
  actsOn?: Scope;
  /** Runs the decider(s) (`commands.run`) and anything else the change takes; what it returns goes to `answer`. */
  run: (call: CallActingOn<Route, Scope>) => Promise<Decided>;
  /** The reply, once the read models the entry `waitsFor` have the change. */
  answer: (decided: Decided, call: CallActingOn<Route, Scope>) => ApiResponse<Route> | Promise<ApiResponse<Route>>;
}

/**
 * Registers a command route: the steps every command takes are here, and the route file gives only
 * what is particular to it. The organization comes from the token (never the body), the command
 * runs with this request's runner, and the answer waits until the read models the contract entry
 * names (`waitsFor`) have applied what it appended, so that it shows the change.
 */
export function command<Route extends ApiCommand, Decided, const Scope extends ActsOn = 'callerOrganization'>(
  app: App,
  route: Route,
  handler: CommandHandler<Route, Scope, Decided>,
  options: RouteOptions = {},
): void {
  const actsOn: ActsOn = handler.actsOn ?? 'callerOrganization';
  post(
    app,
    route,
    async (request) => {
      const bodyOrganizationId = organizationIdOf(request.body);
      const scope =
        actsOn === 'callerOrganization'
          ? { organizationId: callerOrganization(request, bodyOrganizationId) }
          : actsOn === 'managedOrganization'
            ? { organizationId: await managedOrganization(request, bodyOrganizationId, app.deps.pool) }
            : {};
      if (actsOn === 'ownAccount') selfCaller(request, bodyOrganizationId);
      const call = { request, body: request.body, caller: caller(request), commands: app.commandsFor(request), ...scope };
      const decided = await handler.run(call as CallActingOn<Route, Scope>);
      // An answer read from a read model that is behind would say the change is missing (a 404 for a
      // client just registered): the client is told to send the same request again, which acts once.
      if (!(await call.commands.settle(route.waitsFor))) {
        throw new DomainError('still_processing', serverMessages.stillProcessing, { retryAfterSeconds: STILL_PROCESSING_RETRY_SECONDS });
      }
      return handler.answer(decided, call as CallActingOn<Route, Scope>);
    },
    options,
  );
}

/** The `organizationId` a body names, if it has one (the original client sends it on most calls). */
function organizationIdOf(body: unknown): string | null | undefined {
  if (typeof body !== 'object' || body === null || !('organizationId' in body)) return undefined;
  const { organizationId } = body;
  return typeof organizationId === 'string' ? organizationId : null;
}
