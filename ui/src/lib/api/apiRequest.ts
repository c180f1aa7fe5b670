import type { ApiResponse, ApiRoute } from '@lavado/shared/api/route';
import { sessionEndSchema, type SessionEnd } from '@lavado/shared/auth/session-end';
import { authApi } from '@lavado/shared/identity/auth.contract';
import { networkMessages } from '@lavado/shared/messages/common';

/** Login answers 401 for wrong credentials; on every other call 401 means the session is over. */
const LOGIN_PATH = authApi.login.path;
/** Statuses a proxy or gateway answers when the API itself cannot be reached. */
const UNREACHABLE_STATUSES: ReadonlySet<number> = new Set([0, 502, 503, 504]);

type ApiFailureKind = 'unavailable' | 'sessionExpired' | 'rejected';

interface FieldProblem {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly kind: ApiFailureKind,
    readonly status: number,
    message: string,
    readonly fields: readonly FieldProblem[] = [],
    /** On a 401: why the server closed the session, when it said so. */
    readonly sessionEnd: SessionEnd | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** `answeredByApi`: the error body is the API's own `{ status, msg, error }`, not a proxy's page. */
export function classifyFailure(path: string, status: number, answeredByApi = true): ApiFailureKind {
  if (UNREACHABLE_STATUSES.has(status) || (!answeredByApi && status >= 500)) return 'unavailable';
  if (status === 401 && path !== LOGIN_PATH) return 'sessionExpired';
  return 'rejected';
}

export interface ApiPostOptions {
  /** Sent after the defaults, so they may replace the session's `Authorization` (the reset link's token). */
  headers?: Record<string, string>;
}

/**
 * POSTs `body` as JSON to `/api/<path>` with `token` as the bearer (none when null) and returns the
 * answer checked by `parse`. Failures throw an `ApiError`. Holds no session itself: the login and
 * recovery pages, which load without the app, send through it too.
 */
export async function postToApi<T>(
  path: string,
  body: unknown,
  parse: (data: unknown) => T,
  token: string | null,
  { headers = {} }: ApiPostOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method: 'POST',
      // Login answers with the device cookie that keeps this browser past a guessing campaign's
      // lock-out (README, "Login throttling"); it must be stored, and sent back, on our own origin only.
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError('unavailable', 0, networkMessages.unavailable);
  }
  const data = await readJson(response);
  if (!response.ok) throw failureFrom(path, response.status, data);
  return parse(data);
}

/** A route of the API contract called without a session (login, recovery): the answer checked by the route's schema. */
export function callSignedOut<Route extends ApiRoute>(route: Route, body: unknown): Promise<ApiResponse<Route>> {
  return postToApi(route.path, body, (data) => route.response.parse(data) as ApiResponse<Route>, null);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** The API's error body: `{ status, msg, error, fields? }`, msg and error both in Spanish. */
function failureFrom(path: string, status: number, data: unknown): ApiError {
  const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const message = [body.msg, body.error].find((text): text is string => typeof text === 'string' && text !== '');
  const fields = Array.isArray(body.fields) ? body.fields.filter(isFieldProblem) : [];
  const sessionEnd = sessionEndSchema.safeParse(body.sessionEnd);
  return new ApiError(
    classifyFailure(path, status, message !== undefined),
    status,
    message ?? networkMessages.unexpected,
    fields,
    sessionEnd.success ? sessionEnd.data : null,
  );
}

function isFieldProblem(value: unknown): value is FieldProblem {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldProblem).path === 'string' &&
    typeof (value as FieldProblem).message === 'string'
  );
}
