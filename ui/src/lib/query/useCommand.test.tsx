import type { ApiRoute } from '@lavado/shared/api/route';
import { authApi } from '@lavado/shared/identity/auth.contract';
import { employeeApi } from '@lavado/shared/identity/employee.contract';
import { moneyApi } from '@lavado/shared/money/money.contract';
import { organizationApi } from '@lavado/shared/organizations/organization.contract';
import { washApi } from '@lavado/shared/wash/wash.contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, refused } from '../../testing/fakeApi';
import { ticketMoney } from '../../testing/moneyApi';
import { signInAs } from '../../testing/renderApp';
import { useSessionStore } from '../session/sessionStore';
import { useCommand } from './useCommand';

const TICKET = '6d1f6a3e-2b7c-4c1e-9a55-3f0b8e2d4c71';
const OTHER_ORGANIZATION = '0e6a1f0c-5d2b-4c3a-8f1e-2b7d9c4a6e13';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const done = ok({ status: true, msg: 'Listo.' });

/** The `Idempotency-Key` of each call to `path`, as the app handed it to fetch. */
function idempotencyKeysOf(path: string): (string | null)[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([input]) => String(input) === `/api/${path}`)
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
}

function renderCommand<Route extends ApiRoute>(route: Route, options: Parameters<typeof useCommand<Route>>[1] = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, ...renderHook(() => useCommand(route, options), { wrapper }) };
}

const sessionOrganization = () => useSessionStore.getState().session?.organization;

describe('useCommand', () => {
  it('sends one Idempotency-Key per user action: the same when the request goes again after a dropped connection, a new one once it succeeded or for other values', async () => {
    const answers: ('network-failure' | 'ok')[] = ['network-failure', 'ok', 'ok', 'ok'];
    const api = fakeApi({
      'payments/discountTicket': () =>
        answers.shift() === 'ok' ? ok({ status: true, msg: 'Descuento aplicado.', money: ticketMoney(TICKET) }) : 'network-failure',
    });
    signInAs('AD');
    const { result } = renderCommand(moneyApi.discountTicket);
    const discount = { id: TICKET, amount: 1000, reason: 'Cliente frecuente' };

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
    expect(api.callsTo('payments/discountTicket')[0]?.body).toEqual({ organizationId: sessionOrganization(), ...discount });
  });

  it('keeps the key after a refusal, so that the same values sent again are the same command', async () => {
    let answers = 0;
    fakeApi({ 'wash/finishWashTicket': () => (++answers === 1 ? refused(409, 'El servicio ya está finalizado.') : done) });
    signInAs('EM');
    const { result } = renderCommand(washApi.finishTicket);

    await act(() => expect(result.current.mutateAsync({ id: TICKET })).rejects.toThrow('El servicio ya está finalizado.'));
    await act(() => result.current.mutateAsync({ id: TICKET }));

    const [refusedKey, retried] = idempotencyKeysOf('wash/finishWashTicket');
    expect(refusedKey).toMatch(UUID);
    expect(retried).toBe(refusedKey);
  });

  it("adds the session's organization where the body has one, keeps the one the caller names, and adds none to a body without it", async () => {
    const api = fakeApi({
      'wash/finishWashTicket': () => done,
      'employee/deleteEmployee': () => done,
      'admin/deleteOrganization': () => done,
    });
    signInAs('AD');
    const finish = renderCommand(washApi.finishTicket).result;
    const deleteEmployee = renderCommand(employeeApi.deleteEmployee).result;
    const deleteOrganization = renderCommand(organizationApi.deleteOrganization).result;
    await act(() => finish.current.mutateAsync({ id: TICKET }));
    await act(() => deleteEmployee.current.mutateAsync({ organizationId: OTHER_ORGANIZATION, id: TICKET }));
    await act(() => deleteOrganization.current.mutateAsync({ id: TICKET }));

    expect(api.calls.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: 'wash/finishWashTicket', body: { organizationId: sessionOrganization(), id: TICKET } },
      { path: 'employee/deleteEmployee', body: { organizationId: OTHER_ORGANIZATION, id: TICKET } },
      { path: 'admin/deleteOrganization', body: { id: TICKET } },
    ]);
  });

  it('sends no key where told not to, and the headers it is given', async () => {
    fakeApi({ 'auth/reset': () => ok({ status: true, msg: 'Listo.', user: { nombre: 'Ana', ingreso: 'Ingrese.' } }) });
    const { result } = renderCommand(authApi.resetPassword, { idempotent: false, headers: { Authorization: 'Bearer link-token' } });

    await act(() => result.current.mutateAsync({ password: 'clave-nueva-1' }));

    const [init] = vi.mocked(fetch).mock.calls.map(([, request]) => new Headers(request?.headers));
    expect(init?.get('Idempotency-Key')).toBeNull();
    expect(init?.get('Authorization')).toBe('Bearer link-token');
  });

  it('keeps the key after an answer that does not show the command done', async () => {
    const answers = [{}, { createdAt: '2025-06-05T14:00:00.000Z' }, { createdAt: '2025-06-05T14:01:00.000Z' }];
    fakeApi({ 'wash/createWashTicket': () => ok({ status: true, msg: 'Servicio Creado!', id: TICKET, price: null, ...answers.shift() }) });
    signInAs('EM');
    const { result } = renderCommand(washApi.createTicket, { isDone: ({ createdAt }) => createdAt !== undefined });
    const service = {
      data: {
        ppu: 'ABCD12',
        propietario: 'Ana Soto',
        driver: 'Ana Soto',
        vehicleType: 'SED',
        brand: 'Kia',
        model: 'Rio',
        color: 'Rojo',
        endDate: '2025-06-05',
        endTime: '18:00',
        servicio: 'BA',
        observaciones: '',
      },
    } as const;

    await act(() => result.current.mutateAsync(service)); // no createdAt: the ticket's fate is unknown
    await act(() => result.current.mutateAsync(service)); // the same command again, now done
    await act(() => result.current.mutateAsync(service)); // a second service

    const [unknown, resent, second] = idempotencyKeysOf('wash/createWashTicket');
    expect(resent).toBe(unknown);
    expect(second).not.toBe(resent);
  });

  it('reads again what it invalidates once it succeeded, and nothing after a failure', async () => {
    let answers = 0;
    let reads = 0;
    fakeApi({ 'admin/deleteOrganization': () => (++answers === 1 ? refused(404, 'No existe.') : done) });
    const invalidates = vi.fn(() => [['organizations']]);
    const { queryClient, result } = renderCommand(organizationApi.deleteOrganization, { invalidates });
    const { result: list } = renderHook(() => useQuery({ queryKey: ['organizations', 'list'], queryFn: () => (reads += 1) }), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    await waitFor(() => expect(list.current.data).toBe(1));

    await act(() => expect(result.current.mutateAsync({ id: TICKET })).rejects.toThrow());
    expect(invalidates).not.toHaveBeenCalled();
    await act(() => result.current.mutateAsync({ id: TICKET }));

    // The answer is awaited until what it invalidates was read again.
    expect(invalidates).toHaveBeenCalledOnce();
    expect(reads).toBe(2);
  });
});

describe('every command of the contracts', () => {
  /**
   * API calls that are not a screen's command: `logout` ends the session outside any screen, a wall
   * screen opens before it has one, and the customer's page is no React app: it sends its answer after
   * the wash with an Idempotency-Key of its own (ui/src/public-code/feedbackApi.ts, tested there). Nor
   * is the login and recovery page (ui/src/auth-pages): it signs in and asks for a link with
   * `callSignedOut`, without a session or an Idempotency-Key (the body holds a password; each link is
   * drawn afresh), as ui/src/auth-pages/authPages.test.ts checks.
   */
  const notCommands = new Set([
    'auth/logout',
    'auth/login',
    'auth/recovery',
    'wallScreen/openScreen',
    'wallScreen/listLinks',
    'code/sendFeedback',
  ]);
  const contracts = import.meta.glob<Record<string, unknown>>('../../../../shared/src/**/*.contract.ts', { eager: true });
  const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../testing/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  const routes = Object.values(contracts).flatMap((contract) =>
    Object.entries(contract).flatMap(([api, entries]) =>
      Object.entries(entries as Record<string, ApiRoute>)
        .filter(([, route]) => typeof route.path === 'string')
        .map(([name, route]) => ({ reference: `${api}.${name}`, path: route.path, isCommand: 'waitsFor' in route })),
    ),
  );
  const commands = routes.filter(({ path, isCommand }) => isCommand && !notCommands.has(path));
  const occurrences = (pattern: RegExp) => Object.values(sources).flatMap((source) => source.match(pattern) ?? []).length;

  it('is sent through useCommand, and no other way: none leaves without its key or its invalidations', () => {
    expect(commands.length).toBeGreaterThan(40);
    for (const { reference } of commands) {
      const name = reference.replace('.', '\\.');
      const uses = occurrences(new RegExp(`(?<!typeof )\\b${name}\\b(?!\\.(?:path|access))`, 'g'));
      const throughUseCommand = occurrences(new RegExp(`\\buseCommand\\(\\s*${name}\\s*[,)]`, 'g'));
      expect({ reference, sent: uses }).toEqual({ reference, sent: throughUseCommand });
    }
  });

  it('carries its Idempotency-Key, but where the body holds a password or the answer a link drawn afresh', () => {
    const unkeyed = Object.values(sources).flatMap((source) =>
      [...source.matchAll(/\buseCommand\(\s*(\w+\.\w+)\s*,\s*\{[^}]*\bidempotent: false/g)].map(([, reference]) => reference),
    );
    expect(unkeyed.sort()).toEqual([
      'authApi.changePassword',
      'authApi.resetPassword',
      'mailApi.resendPasswordLink',
      'profileApi.updateOwnProfile',
    ]);
  });

  it('has no mutation of its own beyond useCommand', () => {
    const mutating = Object.entries(sources)
      .filter(([, source]) => /\buseMutation\(/.test(source))
      .map(([file]) => file);
    expect(mutating).toEqual(['./useCommand.ts']);
  });
});
