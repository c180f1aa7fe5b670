import { act, screen, waitFor, within } from '@testing-library/react';
import type { CashDay, CloseWarnings } from '@lavado/shared/money/money.schemas';
import { localDate } from '@lavado/shared/time/zone';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, type FakeHandler } from '../../../testing/fakeApi';
import { fakeRealtime } from '../../../testing/fakeRealtime';
import { layoutHandlers } from '../../../testing/layoutApi';
import { billingSetup } from '../../../testing/moneyApi';
import { renderApp, signInAs } from '../../../testing/renderApp';
import { formatMoney, zeroByMethod } from '@lavado/shared/money/money';
import { earliestCashDay } from '@lavado/shared/money/cash-day.decider';

const today = localDate(new Date());
const unopened = (): CashDay => ({
  day: today,
  currency: 'CLP',
  phase: 'unopened',
  openingCash: 0,
  payments: { ...zeroByMethod(), cash: 20000, debit: 12990 },
  expected: { ...zeroByMethod(), cash: 20000, debit: 12990 },
  counted: null,
  difference: null,
  totalDifference: null,
  note: null,
  closedAt: null,
  ticketsFinished: 3,
  charged: [{ currency: 'CLP', amount: 32990 }],
  owed: [{ currency: 'CLP', amount: 0 }],
  cashCount: null,
  otherPayments: [],
  corrections: [],
  commissionChanges: [],
});

/** The `Idempotency-Key` of each call to `path`, as the app handed it to fetch. */
function idempotencyKeysOf(path: string): (string | null)[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([input]) => String(input) === `/api/${path}`)
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
}

/** The cash day following open and close like the real API; `dropped` calls are lost on the way as a dropped connection. */
function cashApi(initial: CashDay, dropped: Record<string, number> = {}, warnings: CloseWarnings = { open: [], unpaid: [] }) {
  let day = initial;
  const dropping =
    (path: string, handler: FakeHandler): FakeHandler =>
    (body) => {
      const left = dropped[path] ?? 0;
      if (left === 0) return handler(body);
      dropped[path] = left - 1;
      return 'network-failure';
    };
  return fakeApi({
    ...layoutHandlers,
    'cash/getCashDay': () => ok(day),
    'cash/getCloseWarnings': () => ok(warnings),
    'billing/getBillingSetup': () => ok(billingSetup()),
    'cash/openDay': dropping('cash/openDay', (body) => {
      const { openingCash } = body as { openingCash: number };
      day = { ...day, phase: 'open', openingCash, expected: { ...day.expected, cash: day.payments.cash + openingCash } };
      return ok({ status: true, msg: 'Caja abierta.', day });
    }),
    'cash/closeDay': dropping('cash/closeDay', (body) => {
      const { counted, note, cashCount } = body as { counted: CashDay['payments']; note: string; cashCount?: CashDay['cashCount'] };
      const difference = Object.fromEntries(
        Object.entries(counted).map(([method, amount]) => [method, amount - day.expected[method as keyof typeof counted]]),
      ) as CashDay['payments'];
      const totalDifference = Object.values(difference).reduce((sum, amount) => sum + amount, 0);
      day = {
        ...day,
        phase: 'closed',
        counted,
        difference,
        totalDifference,
        note,
        closedAt: '2025-06-10T23:00:00.000Z',
        cashCount: cashCount ?? null,
      };
      return ok({ status: true, msg: 'Caja cerrada.', day });
    }),
  });
}

describe('caja (AD)', () => {
  it("opens today's cash with a float, shows the live difference per method (red when short) and closes after confirmation", async () => {
    const api = cashApi(unopened());
    signInAs('AD');
    const { user } = renderApp('/home/cash');

    await user.click(await screen.findByRole('button', { name: 'Abrir caja' }));
    expect(await screen.findByText('Ingrese un monto.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Fondo inicial de caja/), '10000');
    await user.click(screen.getByRole('button', { name: 'Abrir caja' }));
    await waitFor(() => expect(api.callsTo('cash/openDay')[0]?.body).toMatchObject({ day: today, openingCash: 10000 }));
    expect(await screen.findByText('Abierta')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Contado Efectivo'), '28000');
    const cashDifference = screen.getByLabelText('Diferencia Efectivo');
    expect(cashDifference).toHaveTextContent('-$2.000');
    expect(cashDifference).toHaveStyle({ color: 'var(--mantine-color-red-text)' });
    await user.type(screen.getByLabelText('Contado Débito'), '12990');
    for (const method of ['Crédito', 'Transferencia', 'Otro']) await user.type(screen.getByLabelText(`Contado ${method}`), '0');
    expect(screen.getByLabelText('Diferencia Total')).toHaveTextContent('-$2.000');
    await user.type(screen.getByLabelText('Nota'), 'Faltan 2.000 en efectivo');

    await user.click(screen.getByRole('button', { name: 'Cerrar caja' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Cerrar caja' });
    expect(api.callsTo('cash/closeDay')).toEqual([]);
    await user.click(within(confirmation).getByRole('button', { name: 'Cerrar caja' }));
    await waitFor(() => expect(api.callsTo('cash/closeDay')).toHaveLength(1));
    expect(api.callsTo('cash/closeDay')[0]?.body).toMatchObject({
      day: today,
      counted: { cash: 28000, debit: 12990, credit: 0, transfer: 0, other: 0 },
      note: 'Faltan 2.000 en efectivo',
    });
    const closed = await screen.findByRole('region', { name: 'Cerrada' });
    expect(within(closed).getByLabelText('Diferencia Total')).toHaveTextContent('-$2.000');
    expect(within(closed).getByRole('button', { name: 'Exportar cierre' })).toBeInTheDocument();
  });

  it('sends the open and the close again with the same Idempotency-Key after a dropped connection, so the server acts once', async () => {
    const api = cashApi(unopened(), { 'cash/openDay': 1, 'cash/closeDay': 1 });
    signInAs('AD');
    const { user } = renderApp('/home/cash');
    const dismissError = async () => {
      const error = await screen.findByRole('dialog', { name: 'Error!' });
      expect(error).toHaveTextContent('Servicio no disponible, intente mas tarde');
      await user.click(within(error).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error!' })).not.toBeInTheDocument());
    };

    await user.click(await screen.findByRole('button', { name: 'Abrir caja' }));
    await user.type(await screen.findByLabelText(/Fondo inicial de caja/), '10000');
    await user.click(screen.getByRole('button', { name: 'Abrir caja' }));
    await dismissError();
    await user.click(screen.getByRole('button', { name: 'Abrir caja' }));
    expect(await screen.findByText('Abierta')).toBeInTheDocument();

    for (const [method, amount] of [
      ['Efectivo', '30000'],
      ['Débito', '12990'],
      ['Crédito', '0'],
      ['Transferencia', '0'],
      ['Otro', '0'],
    ]) {
      await user.type(screen.getByLabelText(`Contado ${method}`), amount!);
    }
    const close = async () => {
      await user.click(screen.getByRole('button', { name: 'Cerrar caja' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Cerrar caja' })).getByRole('button', { name: 'Cerrar caja' }));
    };
    await close();
    await dismissError();
    await close();
    expect(await screen.findByRole('region', { name: 'Cerrada' })).toBeInTheDocument();

    for (const path of ['cash/openDay', 'cash/closeDay']) {
      const [dropped, retried] = idempotencyKeysOf(path);
      expect(api.callsTo(path)).toHaveLength(2);
      expect(dropped).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(retried).toBe(dropped);
    }
    expect(idempotencyKeysOf('cash/openDay')[0]).not.toBe(idempotencyKeysOf('cash/closeDay')[0]);
  });

  it('asks for every counted amount before closing', async () => {
    const api = cashApi({ ...unopened(), phase: 'open' });
    signInAs('AD');
    const { user } = renderApp('/home/cash');
    await user.click(await screen.findByRole('button', { name: 'Cerrar caja' }));
    expect(await screen.findAllByText('Ingrese un monto.')).toHaveLength(5);
    expect(screen.queryByRole('dialog', { name: 'Cerrar caja' })).not.toBeInTheDocument();
    expect(api.callsTo('cash/closeDay')).toEqual([]);
  });

  it('shows a closed day read-only with the corrections recorded after it', async () => {
    cashApi({
      ...unopened(),
      phase: 'closed',
      counted: { ...zeroByMethod(), cash: 20000, debit: 12990 },
      difference: zeroByMethod(),
      totalDifference: 0,
      closedAt: '2025-06-10T23:00:00.000Z',
      corrections: [
        {
          paymentId: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
          ticketId: '6d1f6a3e-2b7c-4c1e-9a55-3f0b8e2d4c71',
          ppu: 'KJTR52',
          method: 'transfer',
          amount: 5000,
          boleta: '77',
          businessDay: today,
          correction: true,
          recordedAt: '2025-06-11T13:00:00.000Z',
          currency: 'CLP',
        },
      ],
    });
    signInAs('AD');
    renderApp('/home/cash');
    const corrections = await screen.findByRole('region', { name: 'Correcciones posteriores al cierre' });
    expect(within(corrections).getByRole('cell', { name: 'KJTR52' })).toBeInTheDocument();
    expect(within(corrections).getByRole('cell', { name: '$5.000' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar caja' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Contado Efectivo')).not.toBeInTheDocument();
  });

  it('reads the day again when a change to it is pushed (a correction taken on another device), and not for another day', async () => {
    const closedDay: CashDay = {
      ...unopened(),
      phase: 'closed',
      counted: { ...zeroByMethod(), cash: 20000, debit: 12990 },
      difference: zeroByMethod(),
      totalDifference: 0,
      closedAt: '2025-06-10T23:00:00.000Z',
    };
    let day = closedDay;
    const api = fakeApi({ ...layoutHandlers, 'cash/getCashDay': () => ok(day) });
    signInAs('AD');
    renderApp('/home/cash');
    const before = await screen.findByRole('region', { name: 'Correcciones posteriores al cierre' });
    expect(within(before).getByText('Sin correcciones.')).toBeInTheDocument();

    const correction = {
      paymentId: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
      ticketId: '6d1f6a3e-2b7c-4c1e-9a55-3f0b8e2d4c71',
      ppu: 'KJTR52',
      method: 'transfer' as const,
      amount: 5000,
      boleta: '77',
      businessDay: today,
      correction: true,
      recordedAt: '2025-06-11T13:00:00.000Z',
      currency: 'CLP' as const,
    };
    day = { ...closedDay, corrections: [correction] };
    const pushed = (days: string[]) => ({ ticketIds: [correction.ticketId], days });
    act(() => fakeRealtime.current().push({ position: '1', topic: 'money.changed', payload: pushed([earliestCashDay(today)]) }));
    act(() => fakeRealtime.current().push({ position: '2', topic: 'money.changed', payload: pushed([today]) }));

    const corrections = screen.getByRole('region', { name: 'Correcciones posteriores al cierre' });
    expect(await within(corrections).findByRole('cell', { name: 'KJTR52' })).toBeInTheDocument();
    // The push for another day asked nothing: the first read, then the one the push for this day asked for.
    expect(api.callsTo('cash/getCashDay').map((call) => (call.body as { day: string }).day)).toEqual([today, today]);
  });

  it('shows the window the cash can still be opened or closed in, and offers neither for an older day', async () => {
    const weekAgo = earliestCashDay(today);
    const older = new Date(`${weekAgo}T12:00:00Z`);
    older.setUTCDate(older.getUTCDate() - 1);
    const tooOld = older.toISOString().slice(0, 10);
    const api = fakeApi({
      ...layoutHandlers,
      'cash/getCashDay': (body) => ok({ ...unopened(), day: (body as { day: string }).day }),
    });
    const daysRead = () => api.callsTo('cash/getCashDay').map((call) => (call.body as { day: string }).day);
    signInAs('AD');
    const { user } = renderApp('/home/cash');
    const picker = await screen.findByLabelText('Día');
    expect(picker).toHaveAccessibleDescription(
      'Puede abrir o cerrar la caja de hoy y de los 7 días anteriores; los más antiguos solo se consultan.',
    );
    expect(await screen.findByRole('button', { name: 'Abrir caja' })).toBeInTheDocument();

    const typeDay = async (isoDay: string) => {
      await user.clear(picker);
      await user.type(picker, isoDay.split('-').reverse().join('/'));
      await user.tab();
    };
    await typeDay(weekAgo);
    await waitFor(() => expect(daysRead()).toContain(weekAgo));
    expect(await screen.findByRole('button', { name: 'Abrir caja' })).toBeInTheDocument();
    await typeDay(tooOld);
    expect(await screen.findByText('Solo se puede abrir o cerrar la caja de hoy y de los 7 días anteriores.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir caja' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar caja' })).not.toBeInTheDocument();
  });

  it('lists the commission changes made after the close, with who made them and why', async () => {
    const ana = { userId: '4f7a2b8e-1c3d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Ana Rojas', percent: 100 };
    const luis = { userId: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d', name: 'Luis Soto', percent: 100 };
    cashApi({
      ...unopened(),
      phase: 'closed',
      counted: { ...zeroByMethod(), cash: 20000, debit: 12990 },
      difference: zeroByMethod(),
      totalDifference: 0,
      closedAt: '2025-06-10T23:00:00.000Z',
      commissionChanges: [
        {
          ticketId: '6d1f6a3e-2b7c-4c1e-9a55-3f0b8e2d4c71',
          ppu: 'KJTR52',
          changedAt: '2025-06-11T13:00:00.000Z',
          changedBy: 'Carla Díaz',
          before: [ana],
          after: [luis],
          reason: 'Lavó Luis',
        },
      ],
    });
    signInAs('AD');
    renderApp('/home/cash');
    const changes = await screen.findByRole('region', { name: 'Cambios de comisión posteriores al cierre' });
    const row = within(changes).getByRole('cell', { name: 'KJTR52' }).closest('tr')!;
    expect([...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent)).toEqual([
      'KJTR52',
      'Ana Rojas (100%)',
      'Luis Soto (100%)',
      'Carla Díaz',
      'Lavó Luis',
    ]);
  });

  it('counts the drawer in its own currency and shows payments in another one apart, never added to it', async () => {
    cashApi({
      ...unopened(),
      currency: 'EUR',
      phase: 'open',
      payments: { ...zeroByMethod(), cash: 1500 },
      expected: { ...zeroByMethod(), cash: 1500 },
      charged: [
        { currency: 'EUR', amount: 1500 },
        { currency: 'CLP', amount: 53000 },
      ],
      otherPayments: [{ currency: 'CLP', payments: { ...zeroByMethod(), cash: 53000 } }],
    });
    signInAs('AD');
    renderApp('/home/cash');
    const other = await screen.findByRole('region', { name: 'Pagos en otra moneda' });
    expect(within(other).getByRole('cell', { name: '$53.000' })).toBeInTheDocument();
    expect(within(other).getByText(/se cuenta en Euro/)).toBeInTheDocument();
    expect(screen.getByText(/Valor de los servicios/)).toHaveTextContent('Valor de los servicios: 15,00 € · $53.000');
    const closing = screen.getByRole('form', { name: 'Cerrar caja' });
    const cashRow = within(closing).getByRole('cell', { name: 'Efectivo' }).closest('tr')!;
    expect(within(cashRow).getAllByRole('cell', { name: formatMoney(1500, 'EUR') })).toHaveLength(2);
  });

  it('warns before the close about open services and unpaid finished ones, each with the way to resolve it, and closes anyway when told', async () => {
    const open = {
      ticketId: '6d1f6a3e-2b7c-4c1e-9a55-3f0b8e2d4c71',
      ppu: 'KJTR52',
      serviceCode: 'FL',
      currency: 'CLP' as const,
      due: 12990,
    };
    const unpaid = {
      ticketId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
      ppu: 'BBCL20',
      serviceCode: 'EM',
      currency: 'CLP' as const,
      due: 8000,
    };
    const api = cashApi(
      { ...unopened(), phase: 'open' },
      {},
      {
        open: [{ ...open, at: '2025-06-10T13:00:00.000Z' }],
        unpaid: [{ ...unpaid, at: '2025-06-10T15:00:00.000Z' }],
      },
    );
    signInAs('AD');
    const { user } = renderApp('/home/cash');
    for (const method of ['Efectivo', 'Débito', 'Crédito', 'Transferencia', 'Otro'])
      await user.type(await screen.findByLabelText(`Contado ${method}`), '0');
    await user.click(screen.getByRole('button', { name: 'Cerrar caja' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cerrar caja' });
    const openList = await within(dialog).findByRole('region', { name: 'Servicios sin finalizar' });
    const openRow = within(openList).getByRole('cell', { name: 'KJTR52' }).closest('tr')!;
    expect(openRow).toHaveTextContent('$12.990');
    expect(within(openRow).getByRole('link', { name: 'Ver servicio KJTR52' })).toHaveAttribute('href', `/home/codes/${open.ticketId}`);
    const unpaidList = within(dialog).getByRole('region', { name: 'Servicios finalizados por cobrar' });
    const unpaidRow = within(unpaidList).getByRole('cell', { name: 'BBCL20' }).closest('tr')!;
    expect(unpaidRow).toHaveTextContent('E. Minero');
    expect(unpaidRow).toHaveTextContent('$8.000');
    expect(within(unpaidRow).getByRole('button', { name: 'Cobrar BBCL20' })).toBeInTheDocument();
    expect(api.callsTo('cash/getCloseWarnings').at(-1)?.body).toMatchObject({ day: today });

    // Nothing is closed until the AD says so, and a plain "Cerrar caja" is not offered while something is pending.
    expect(within(dialog).queryByRole('button', { name: 'Cerrar caja' })).not.toBeInTheDocument();
    expect(api.callsTo('cash/closeDay')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar de todos modos' }));
    await waitFor(() => expect(api.callsTo('cash/closeDay')).toHaveLength(1));
    expect(await screen.findByRole('region', { name: 'Cerrada' })).toBeInTheDocument();
  });

  it('counts the cash by notes and coins: the quantities add up to Contado, and the close sends them', async () => {
    const api = cashApi({ ...unopened(), phase: 'open' });
    signInAs('AD');
    const { user } = renderApp('/home/cash');
    await user.click(await screen.findByRole('switch', { name: 'Contar efectivo por billetes y monedas' }));
    const count = screen.getByRole('region', { name: 'Conteo de efectivo' });
    await user.type(within(count).getByLabelText('Cantidad de $10.000'), '1');
    await user.type(within(count).getByLabelText('Cantidad de $5.000'), '1');
    await user.type(within(count).getByLabelText('Cantidad de $1.000'), '3');
    await user.type(within(count).getByLabelText('Cantidad de $500'), '3');
    await user.type(within(count).getByLabelText('Cantidad de $100'), '4');
    expect(within(count).getByLabelText('Subtotal de $1.000')).toHaveTextContent('$3.000');
    expect(within(count).getByLabelText('Efectivo contado')).toHaveTextContent('$19.900');
    // Contado for cash is the count's total, not typed.
    expect(screen.getByLabelText('Contado Efectivo')).toHaveValue('$19.900');
    expect(screen.getByLabelText('Contado Efectivo')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Diferencia Efectivo')).toHaveTextContent('-$100');
    for (const method of ['Débito', 'Crédito', 'Transferencia', 'Otro']) await user.type(screen.getByLabelText(`Contado ${method}`), '0');

    await user.click(screen.getByRole('button', { name: 'Cerrar caja' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cerrar caja' })).getByRole('button', { name: 'Cerrar caja' }));
    await waitFor(() => expect(api.callsTo('cash/closeDay')).toHaveLength(1));
    expect(api.callsTo('cash/closeDay')[0]?.body).toMatchObject({
      counted: { cash: 19900, debit: 0, credit: 0, transfer: 0, other: 0 },
      cashCount: [
        { denomination: 10000, quantity: 1 },
        { denomination: 5000, quantity: 1 },
        { denomination: 1000, quantity: 3 },
        { denomination: 500, quantity: 3 },
        { denomination: 100, quantity: 4 },
      ],
    });
    const closed = await screen.findByRole('region', { name: 'Cerrada' });
    expect(within(closed).getByRole('region', { name: 'Conteo de efectivo' })).toHaveTextContent(
      '1 × $10.000 · 1 × $5.000 · 3 × $1.000 · 3 × $500 · 4 × $100',
    );
    expect(within(closed).getByRole('link', { name: 'Imprimir resumen' })).toHaveAttribute('href', `/print/close/${today}`);
  });

  it('sends no count when the cash is typed as one amount', async () => {
    const api = cashApi({ ...unopened(), phase: 'open' });
    signInAs('AD');
    const { user } = renderApp('/home/cash');
    for (const method of ['Efectivo', 'Débito', 'Crédito', 'Transferencia', 'Otro'])
      await user.type(await screen.findByLabelText(`Contado ${method}`), '0');
    await user.click(screen.getByRole('button', { name: 'Cerrar caja' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cerrar caja' })).getByRole('button', { name: 'Cerrar caja' }));
    await waitFor(() => expect(api.callsTo('cash/closeDay')).toHaveLength(1));
    expect(api.callsTo('cash/closeDay')[0]?.body).not.toHaveProperty('cashCount');
  });

  it('offers no count by notes and coins for a drawer in euros', async () => {
    cashApi({ ...unopened(), currency: 'EUR', phase: 'open' });
    signInAs('AD');
    renderApp('/home/cash');
    expect(await screen.findByLabelText('Contado Efectivo')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Contar efectivo por billetes y monedas' })).not.toBeInTheDocument();
  });
});
