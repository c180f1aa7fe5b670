import type { FeedbackSummary, SetupProgress } from '@lavado/shared/dashboard/dashboard.schemas';
import type { ContactCard } from '@lavado/shared/organizations/contact-card';
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

/** A car wash that set no contact card: its registered name, the first AD's phone. */
export const DEFAULT_CONTACT_CARD: ContactCard = {
  card: { publicName: null, phone: null, whatsapp: null, address: '', openingHours: '' },
  business: { name: 'Lavado Los Andes', phone: 912345678, whatsapp: null, address: '', openingHours: '', logo: null },
};
/** An AD's feedback before any customer answered. */
export const NO_FEEDBACK: FeedbackSummary = { week: { average: null, count: 0 }, lowScoresToday: [] };

/** An organization with every setup step done: the AD's home shows no checklist. */
export const ALL_SET_UP: SetupProgress = { prices: true, employee: true, wallScreen: true, service: true };

/**
 * Every signed-in page reads the platform parameters (maintenance overlay); the screens that offer a
 * WhatsApp notice read the car wash's card (its name signs the notice), and the AD's board and home
 * read the customers' feedback, and the AD's home its setup checklist. A test may answer otherwise.
 */
const signedInPageDefaults: Record<string, FakeHandler> = {
  'setting/getAplicationParameters': () => ok([DEFAULT_PARAMETERS]),
  'organization/getContactCard': () => ok(DEFAULT_CONTACT_CARD),
  'dashboard/getFeedback': () => ok(NO_FEEDBACK),
  'dashboard/getSetupProgress': () => ok(ALL_SET_UP),
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
