import { DEFAULT_PARAMETERS } from '@lavado/shared/settings/settings.schemas';
import { expect, onTestFinished, vi } from 'vitest';

export interface FakeReply {
  status: number;
  body: unknown;
}

export type FakeHandler = (body: unknown) => FakeReply | 'network-failure';

export interface RecordedCall {
  path: string;
  body: unknown;
  authorization: string | null;
}

/** Every signed-in page reads the platform parameters (maintenance overlay); a test may answer otherwise. */
const signedInPageDefaults: Record<string, FakeHandler> = {
  'setting/getAplicationParameters': () => ok([DEFAULT_PARAMETERS]),
};

/**
 * Replaces `fetch` (the network boundary) with handlers keyed by API path, e.g. `auth/login`.
 * A call to a path without a handler fails the test (the app itself would only see a network error).
 */
export function fakeApi(handlers: Record<string, FakeHandler>) {
  const calls: RecordedCall[] = [];
  const unexpectedPaths: string[] = [];
  onTestFinished(() => expect(unexpectedPaths, 'API calls without a fake handler').toEqual([]));
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api\//, '');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    const authorization = new Headers(init?.headers).get('Authorization');
    calls.push({ path, body, authorization });
    const handler = handlers[path] ?? signedInPageDefaults[path];
    if (!handler) {
      unexpectedPaths.push(path);
      throw new TypeError(`Unexpected API call: ${path}`);
    }
    const reply = handler(body);
    if (reply === 'network-failure') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}

export const ok = (body: unknown): FakeReply => ({ status: 200, body });
export const refused = (status: number, msg: string): FakeReply => ({ status, body: { status, msg, error: msg } });
