import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { moneyApi } from '@lavado/shared/money/money.contract';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../testing/fakeApi';
import { ticketMoney } from '../../testing/moneyApi';
import { signInAs } from '../../testing/renderApp';
import { useSessionStore } from '../session/sessionStore';
import { useDiscountTicket } from './ticketMoneyCommands';

const TICKET = '6d1f6a3e-2b7c-4c1e-9a55-3f0b8e2d4c71';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The `Idempotency-Key` of each call to `path`, as the app handed it to fetch. */
function idempotencyKeysOf(path: string): (string | null)[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([input]) => String(input) === `/api/${path}`)
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
}

function withQueryClient({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

describe('useMoneyCommand', () => {
  it('sends one Idempotency-Key per user action: the same when the request goes again after a dropped connection, a new one once it succeeded or for other values', async () => {
    const answers: ('network-failure' | 'ok')[] = ['network-failure', 'ok', 'ok', 'ok'];
    const api = fakeApi({
      'payments/discountTicket': () =>
        answers.shift() === 'ok' ? ok({ status: true, msg: 'Descuento aplicado.', money: ticketMoney(TICKET) }) : 'network-failure',
    });
    signInAs('AD');
    const { result } = renderHook(() => useDiscountTicket(TICKET), { wrapper: withQueryClient });
    const discount = { amount: 1000, reason: 'Cliente frecuente' };

    await act(() => expect(result.current.mutateAsync(discount)).rejects.toThrow());
    await act(() => result.current.mutateAsync(discount)); // the user sends it again: the same action
    await act(() => result.current.mutateAsync(discount)); // and once more after it succeeded: a second discount
    await act(() => result.current.mutateAsync({ ...discount, amount: 2000 }));

    const [dropped, retried, again, other] = idempotencyKeysOf('payments/discountTicket');
    expect(dropped).toMatch(UUID);
    expect(retried).toBe(dropped);
    expect(again).toMatch(UUID);
    expect(again).not.toBe(dropped);
    expect(other).not.toBe(again);
    expect(api.callsTo('payments/discountTicket')[0]?.body).toEqual({
      organizationId: useSessionStore.getState().session?.organization,
      id: TICKET,
      ...discount,
    });
  });

  it('sends every money command of the contract, and no other way: none leaves without its key', () => {
    const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../testing/**'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const commands = Object.entries(moneyApi).flatMap(([name, entry]) => ('waitsFor' in entry ? [name] : []));
    expect(commands).toHaveLength(13);
    for (const command of commands) {
      const uses = Object.values(sources).flatMap(
        (source) => source.match(new RegExp(`(?<!typeof )\\bmoneyApi\\.${command}\\b`, 'g')) ?? [],
      );
      const keyed = Object.values(sources).flatMap(
        (source) => source.match(new RegExp(`\\buseMoneyCommand\\(\\s*moneyApi\\.${command}\\s*,`, 'g')) ?? [],
      );
      expect(keyed.length, command).toBeGreaterThan(0);
      expect({ command, sent: uses.length }).toEqual({ command, sent: keyed.length });
    }
  });
});
