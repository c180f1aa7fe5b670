import type { ApiBody, ApiResponse, ApiRoute } from '@lavado/shared/api/route';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from '../api/apiClient';
import { idempotencyHeaders, useIdempotencyKey } from '../api/idempotencyKey';
import { sessionOrganizationId } from '../lavados/organizationScope';

/** What a caller sends: the route's body, its organization left out when it is the session's. */
export type CommandVariables<Route extends ApiRoute> = 'organizationId' extends keyof ApiBody<Route>
  ? Omit<ApiBody<Route>, 'organizationId'> & Partial<Pick<ApiBody<Route>, 'organizationId'>>
  : ApiBody<Route>;

/** The queries a command changes: read again once it succeeded (each key with every query under it). */
export type Invalidations = readonly QueryKey[] | (() => readonly QueryKey[]);

export interface CommandOptions<Route extends ApiRoute> {
  /** Asked at the moment of success when a function: whether the change also arrives otherwise may depend on that moment. */
  invalidates?: Invalidations;
  /**
   * False for a body the server must not keep a hash of (a password), or an answer a retry could not
   * give back (a link drawn afresh for each call): these are sent without an `Idempotency-Key`.
   */
  idempotent?: boolean;
  /**
   * Whether the answer shows the command done; an answer that does not keeps the key, so that sending
   * the same values again is the same command to the server. Every answer, unless said otherwise.
   */
  isDone?: (answer: ApiResponse<Route>) => boolean;
  /** Runs with the answer even when the component that sent it is gone (unlike the callbacks given to `mutate`). */
  onSuccess?: (answer: ApiResponse<Route>) => void;
  /** Sent with every call, after the session's (the reset link's token replaces its `Authorization`). */
  headers?: Record<string, string>;
  /**
   * The `Idempotency-Key` the caller keeps for these values, when it must outlive the page (the
   * board's outbox keeps each tap's across reloads); the hook's own key when it gives none.
   */
  idempotencyKeyOf?: (variables: CommandVariables<Route>) => string | undefined;
}

/** Whether the route's body names an organization, which then is the session's unless the caller names another. */
function takesOrganization(route: ApiRoute): boolean {
  return route.body instanceof z.ZodObject && 'organizationId' in route.body.shape;
}

/**
 * The one way the UI sends a command: `route` with the caller's values (the session's organization
 * added where the body has one), an `Idempotency-Key` that stays the same while the same body is sent
 * again (a retry after a failure or a dropped connection, which the server then recognizes instead of
 * acting twice) and is forgotten once the command is done, so that the same values sent later are a
 * new command (docs/security.md rule 49); then `invalidates` is read again.
 */
export function useCommand<Route extends ApiRoute>(route: Route, options: CommandOptions<Route> = {}) {
  const { invalidates = [], idempotent = true, isDone = () => true, onSuccess, headers = {}, idempotencyKeyOf } = options;
  const queryClient = useQueryClient();
  const { idempotencyKeyFor, forget } = useIdempotencyKey();
  return useMutation({
    mutationFn: async (variables: CommandVariables<Route>) => {
      const body = (
        takesOrganization(route) ? { organizationId: sessionOrganizationId(), ...(variables as object) } : variables
      ) as ApiBody<Route>;
      const keyed = idempotent ? idempotencyHeaders(idempotencyKeyOf?.(variables) ?? idempotencyKeyFor(body)) : {};
      const answer = await call(route, body, { headers: { ...keyed, ...headers } });
      if (isDone(answer)) forget();
      return answer;
    },
    onSuccess: async (answer) => {
      onSuccess?.(answer);
      const keys = typeof invalidates === 'function' ? invalidates() : invalidates;
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
