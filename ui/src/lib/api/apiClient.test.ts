import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, refused } from '../../testing/fakeApi';
import { useSessionStore } from '../session/sessionStore';
import { ApiError, apiPost, classifyFailure } from './apiClient';

const identity = (data: unknown) => data;

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('classifyFailure', () => {
  it('reads 0 and gateway errors as the service being unavailable', () => {
    for (const status of [0, 502, 503, 504]) expect(classifyFailure('admin/getOrganization', status)).toBe('unavailable');
  });

  it('reads a server error that did not come from the API (a proxy page) as unavailable', () => {
    expect(classifyFailure('admin/getOrganization', 500, false)).toBe('unavailable');
    expect(classifyFailure('admin/getOrganization', 500, true)).toBe('rejected');
  });

  it('reads 401 as an expired session everywhere but on login', () => {
    expect(classifyFailure('admin/getOrganization', 401)).toBe('sessionExpired');
    expect(classifyFailure('auth/login', 401)).toBe('rejected');
  });

  it('reads other errors as refusals', () => {
    for (const status of [400, 403, 404, 409, 429, 500]) expect(classifyFailure('auth/logout', status)).toBe('rejected');
  });
});

describe('apiPost', () => {
  it('POSTs JSON under /api with the session bearer token and returns the parsed answer', async () => {
    useSessionStore.getState().signIn({ token: 'a.b.c', onBoard: true, nombre: 'Ana', role: 'AD', organization: null });
    const api = fakeApi({ 'organization/getOrganization': () => ok({ name: 'Los Andes' }) });

    const answer = await apiPost('organization/getOrganization', { organizationId: null }, identity);

    expect(answer).toEqual({ name: 'Los Andes' });
    expect(api.calls).toEqual([{ path: 'organization/getOrganization', body: { organizationId: null }, authorization: 'Bearer a.b.c' }]);
  });

  it("turns an error answer into an ApiError carrying the server's message and field problems", async () => {
    fakeApi({
      'admin/createOrganization': () => ({
        status: 400,
        body: { status: 400, msg: 'Datos inválidos', error: 'Datos inválidos', fields: [{ path: 'name', message: 'Requerido' }] },
      }),
    });

    const error = await failureOf(apiPost('admin/createOrganization', {}, identity));

    expect(error).toMatchObject({ kind: 'rejected', status: 400, message: 'Datos inválidos' });
    expect(error.fields).toEqual([{ path: 'name', message: 'Requerido' }]);
  });

  it('lets the browser keep and send cookies of our own origin only (the login device cookie)', async () => {
    fakeApi({ 'auth/login': () => ok({}) });

    await apiPost('auth/login', { email: 'admin', password: 'x' }, identity);

    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init?.credentials).toBe('same-origin');
  });

  it('turns a network failure into status 0', async () => {
    fakeApi({ 'auth/logout': () => 'network-failure' });

    const error = await failureOf(apiPost('auth/logout', {}, identity));

    expect(error).toMatchObject({ kind: 'unavailable', status: 0 });
  });

  it('treats a 5xx answer without the API error body as the service being unavailable', async () => {
    fakeApi({ 'admin/getOrganization': () => ({ status: 500, body: 'proxy error' }) });

    const error = await failureOf(apiPost('admin/getOrganization', {}, identity));

    expect(error).toMatchObject({ kind: 'unavailable', status: 500 });
  });

  it('marks a 401 outside login as an expired session', async () => {
    fakeApi({ 'admin/getOrganization': () => refused(401, 'Sesión expirada!') });

    const error = await failureOf(apiPost('admin/getOrganization', {}, identity));

    expect(error).toMatchObject({ kind: 'sessionExpired', status: 401 });
  });
});
