import type { ApiBody, ApiResponse, ApiRoute } from '@lavado/shared/api/route';
import { useSessionStore } from '../session/sessionStore';
import { postToApi, type ApiPostOptions } from './apiRequest';

export { ApiError, classifyFailure } from './apiRequest';

/**
 * POSTs `body` as JSON to `/api/<path>` with the session's bearer token and returns the answer
 * checked by `parse` (a zod schema's `parse`, typically). Failures throw an `ApiError`.
 */
export function apiPost<T>(path: string, body: unknown, parse: (data: unknown) => T, options: ApiPostOptions = {}): Promise<T> {
  return postToApi(path, body, parse, useSessionStore.getState().session?.token ?? null, options);
}

/**
 * Calls a route of the API contract (`washApi.getTicketHistory`, …): the body is typed by the
 * route's schema and the answer checked with, and typed by, the same response schema the server uses.
 */
export function call<Route extends ApiRoute>(route: Route, body: ApiBody<Route>, options?: ApiPostOptions): Promise<ApiResponse<Route>> {
  return apiPost(route.path, body, (data) => route.response.parse(data) as ApiResponse<Route>, options);
}
