import { act, screen, waitFor, within } from '@testing-library/react';
import type { Employee } from '@lavado/shared/identity/employee.schemas';
import type { TicketMoney } from '@lavado/shared/money/money.schemas';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { describe, expect, it } from 'vitest';
import { clickWhenEnabled } from '../../testing/clickWhenEnabled';
import { fakeApi, ok, type FakeHandler } from '../../testing/fakeApi';
import { fakeRealtime } from '../../testing/fakeRealtime';
import { layoutHandlers } from '../../testing/layoutApi';
import { billingSetup, ticketMoney, ticketMoneyHandlers } from '../../testing/moneyApi';
import { renderApp, signInAs } from '../../testing/renderApp';
import { ticketMoneyActions } from './TicketMoneyPanel';

const ticket: Ticket = {
  id: '6d1f6a3e-2b7c-4c1e-9a55-3f0b8e2d4c71',
  status: 4,
  vehicle: { ppu: 'KJTR52', type: 'CAD', ownerName: 'Juan Pérez', model: 'Hilux', color: 'Blanco', brand: 'Toyota' },
  serviceType: 'FL',
  arrivalDate: '2025-06-01 08:05',
  endDate: '2025-06-02',
  endTime: '18:30',
  createdAt: '2025-06-01T12:05:00.000000Z',
  driver: '',
  observations: '',
  clientId: null,
  idResponsible: null,
  employee: null,
  responsibleName: null,
  statusSince: '2025-06-01T13:00:00.000Z',
  finishedAt: '2025-06-01T13:00:00.000Z',
  clientPhone: null,
  stateChanges: [],
  customerNotifications: [],
};

const employee = (id: string, firstName: string): Employee => ({
  id,
  enable: 1,
  employeeNumber: 1,
  firstName,
  secondName: 'Lavador',
  email: `${firstName}@lavado.cl`,
  phone: null,
  identification: null,
});
const ana = employee('4f7a2b8e-1c3d-4e5f-8a9b-0c1d2e3f4a5b', 'Ana');
const luis = employee('9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d', 'Luis');

async function openTicket(money: TicketMoney = ticketMoney(ticket.id), extra: Record<string, FakeHandler> = {}) {
  const fake = ticketMoneyHandlers(money, billingSetup());
  const api = fakeApi({
    ...layoutHandlers,
    ...fake.handlers,
    'wash/getCompleteTicketById': () => ok(ticket),
    'wash/getTicketHistory': () => ok([]),
    'wash/getCheckIn': () => ok({ checkIn: null }),
    'payments/getWasherChoices': () =>
      ok([ana, luis].map((person) => ({ userId: person.id, name: `${person.firstName} ${person.secondName}` }))),
    ...extra,
  });
  signInAs('AD');
  const rendered = renderApp(`/home/codes/${ticket.id}`);
  const panel = await screen.findByRole('region', { name: 'Cobro' });
  await within(panel).findByRole('group', { name: 'Saldo' });
  return { ...rendered, api, panel };
}

/** Picks `option` in the select `field`'s own listbox (Mantine's dropdown counts as hidden in jsdom). */
async function pick(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, option: string) {
  await user.click(field);
  const listbox = await waitFor(() => {
    const found = document.getElementById(field.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error('the select did not open its listbox');
    return found;
  });
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

const figure = (panel: HTMLElement, label: string) => within(panel).getByRole('group', { name: label });

describe('ticket money panel (AD)', () => {
  it('shows price, discounts, paid and balance in pesos, and records a payment of the balance', async () => {
    const { user, api, panel } = await openTicket();
    expect(figure(panel, 'Precio')).toHaveTextContent('$12.990');
    expect(figure(panel, 'Saldo')).toHaveTextContent('$12.990');

    await user.click(within(panel).getByRole('button', { name: 'Registrar pago' }));
    const modal = await screen.findByRole('dialog', { name: 'Registrar pago' });
    expect(within(modal).getByLabelText(/Monto/)).toHaveValue('$12.990');
    await user.type(within(modal).getByLabelText(/boleta/), '4521');
    await clickWhenEnabled(user, within(modal).getByRole('button', { name: 'Registrar' }));

    await waitFor(() => expect(figure(panel, 'Saldo')).toHaveTextContent('$0'));
    const [sent] = api.callsTo('payments/recordPayment');
    expect(sent?.body).toMatchObject({ id: ticket.id, method: 'cash', amount: 12990, boleta: '4521' });
    expect((sent?.body as { paymentId: string }).paymentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(panel).getByText('Pagado', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
  });

  it('takes part payments by different methods until the balance is paid', async () => {
    const { user, panel, api } = await openTicket();
    await user.click(within(panel).getByRole('button', { name: 'Registrar pago' }));
    let modal = await screen.findByRole('dialog', { name: 'Registrar pago' });
    const amount = within(modal).getByLabelText(/Monto/);
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.type(within(modal).getByLabelText(/boleta/), '1');
    await clickWhenEnabled(user, within(modal).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(figure(panel, 'Saldo')).toHaveTextContent('$7.990'));

    await user.click(within(panel).getByRole('button', { name: 'Registrar pago' }));
    modal = await screen.findByRole('dialog', { name: 'Registrar pago' });
    expect(within(modal).getByLabelText(/Monto/)).toHaveValue('$7.990');
    await user.click(within(modal).getByLabelText(/Medio de pago/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Débito', hidden: true }));
    await user.type(within(modal).getByLabelText(/boleta/), '2');
    await clickWhenEnabled(user, within(modal).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(figure(panel, 'Saldo')).toHaveTextContent('$0'));
    expect(api.callsTo('payments/recordPayment').map((call) => (call.body as { method: string }).method)).toEqual(['cash', 'debit']);
    const ids = api.callsTo('payments/recordPayment').map((call) => (call.body as { paymentId: string }).paymentId);
    expect(new Set(ids).size).toBe(2);
  });

  it('words a missing boleta and a zero amount, and sends nothing', async () => {
    const { user, panel, api } = await openTicket();
    await user.click(within(panel).getByRole('button', { name: 'Registrar pago' }));
    const modal = await screen.findByRole('dialog', { name: 'Registrar pago' });
    await user.clear(within(modal).getByLabelText(/Monto/));
    await user.type(within(modal).getByLabelText(/Monto/), '0');
    await user.click(within(modal).getByRole('button', { name: 'Registrar' }));
    expect(await within(modal).findByText('El monto debe ser mayor que cero.')).toBeInTheDocument();
    expect(within(modal).getByText('Ingrese el número de boleta o comprobante.')).toBeInTheDocument();
    expect(api.callsTo('payments/recordPayment')).toEqual([]);
  });

  it('sends the same paymentId again when a payment is retried after a network failure', async () => {
    let failNext = true;
    const fake = ticketMoneyHandlers(ticketMoney(ticket.id));
    const { user, panel, api } = await openTicket(undefined, {
      'payments/recordPayment': (body) => {
        if (failNext) {
          failNext = false;
          return 'network-failure';
        }
        return fake.handlers['payments/recordPayment']!(body);
      },
    });
    await user.click(within(panel).getByRole('button', { name: 'Registrar pago' }));
    const modal = await screen.findByRole('dialog', { name: 'Registrar pago' });
    await user.type(within(modal).getByLabelText(/boleta/), '77');
    await clickWhenEnabled(user, within(modal).getByRole('button', { name: 'Registrar' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await clickWhenEnabled(user, within(modal).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(api.callsTo('payments/recordPayment')).toHaveLength(2));
    const [first, second] = api.callsTo('payments/recordPayment').map((call) => (call.body as { paymentId: string }).paymentId);
    expect(second).toBe(first);
  });

  it('lets the AD price a ticket without price, asking for the motivo', async () => {
    const { user, panel, api } = await openTicket(ticketMoney(ticket.id, { price: null, priceSource: null, charged: 0, balance: 0 }));
    expect(figure(panel, 'Precio')).toHaveTextContent('Sin precio');
    expect(within(panel).queryByRole('button', { name: 'Registrar pago' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Fijar precio' }));
    const modal = await screen.findByRole('dialog', { name: 'Fijar precio' });
    await user.type(within(modal).getByLabelText(/Monto/), '15000');
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await within(modal).findByText('Debe ingresar un motivo.')).toBeInTheDocument();
    await user.type(within(modal).getByLabelText(/Motivo/), 'Servicio especial');
    await clickWhenEnabled(user, within(modal).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(figure(panel, 'Precio')).toHaveTextContent('$15.000'));
    expect(api.callsTo('payments/priceTicket')[0]?.body).toMatchObject({ id: ticket.id, amount: 15000, reason: 'Servicio especial' });
  });

  it('applies a discount with its motivo', async () => {
    const { user, panel, api } = await openTicket();
    await user.click(within(panel).getByRole('button', { name: 'Descuento' }));
    const modal = await screen.findByRole('dialog', { name: 'Descuento' });
    await user.type(within(modal).getByLabelText(/Monto/), '2000');
    await user.type(within(modal).getByLabelText(/Motivo/), 'Cliente frecuente');
    await clickWhenEnabled(user, within(modal).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(figure(panel, 'Saldo')).toHaveTextContent('$10.990'));
    expect(figure(panel, 'Descuentos')).toHaveTextContent('$2.000');
    expect(api.callsTo('payments/discountTicket')[0]?.body).toMatchObject({ amount: 2000, reason: 'Cliente frecuente' });
  });

  it('voids a ticket only after the motivo and a confirmation', async () => {
    const { user, panel, api } = await openTicket();
    await user.click(within(panel).getByRole('button', { name: 'Anular' }));
    const modal = await screen.findByRole('dialog', { name: 'Anular' });
    await user.type(within(modal).getByLabelText(/Motivo/), 'Ingresado por error');
    await clickWhenEnabled(user, within(modal).getByRole('button', { name: 'Anular' }));
    expect(await screen.findByText('¿Desea anular el servicio KJTR52? No se puede deshacer.')).toBeInTheDocument();
    expect(api.callsTo('payments/voidTicket')).toEqual([]);
    const confirmation = screen
      .getByText('¿Desea anular el servicio KJTR52? No se puede deshacer.')
      .closest('[role="dialog"]') as HTMLElement;
    await user.click(within(confirmation).getByRole('button', { name: 'Anular' }));
    await waitFor(() => expect(within(panel).getByText('Anulado')).toBeInTheDocument());
    expect(api.callsTo('payments/voidTicket')[0]?.body).toMatchObject({ reason: 'Ingresado por error' });
  });

  it('splits the commission between washers, refusing percentages that do not sum 100', async () => {
    const { user, panel, api } = await openTicket();
    await user.click(within(panel).getByRole('button', { name: 'Lavadores' }));
    const modal = await screen.findByRole('dialog', { name: 'Lavadores' });
    await pick(user, within(modal).getByLabelText('Lavador 1', { selector: 'input' }), 'Ana Lavador');
    await user.click(within(modal).getByRole('button', { name: 'Agregar lavador' }));
    await pick(user, within(modal).getByLabelText('Lavador 2', { selector: 'input' }), 'Luis Lavador');
    expect(within(modal).getByLabelText('% 1')).toHaveValue('50%');
    expect(within(modal).getByLabelText('% 2')).toHaveValue('50%');

    await user.clear(within(modal).getByLabelText('% 2'));
    await user.type(within(modal).getByLabelText('% 2'), '30');
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await within(modal).findByText('Los porcentajes deben sumar 100%.')).toBeInTheDocument();
    expect(api.callsTo('payments/setWashers')).toEqual([]);

    await user.click(within(modal).getByRole('button', { name: 'Repartir en partes iguales' }));
    await clickWhenEnabled(user, within(modal).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('payments/setWashers')).toHaveLength(1));
    expect(api.callsTo('payments/setWashers')[0]?.body).toMatchObject({
      washers: [
        { userId: ana.id, percent: 50 },
        { userId: luis.id, percent: 50 },
      ],
    });
  });
});

describe('washers of a ticket finished on a closed day (AD)', () => {
  it('asks for the motivo of the change, refusing to send it without one, and sends it with the washers', async () => {
    const { user, panel, api } = await openTicket(
      ticketMoney(ticket.id, { finishedDayClosed: true, washers: [{ userId: ana.id, name: 'Ana Lavador', percent: 100 }] }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Lavadores' }));
    const modal = await screen.findByRole('dialog', { name: 'Lavadores' });
    expect(
      within(modal).getByText('La caja del día en que finalizó este servicio ya está cerrada: el cambio queda registrado con su motivo.'),
    ).toBeInTheDocument();
    await pick(user, within(modal).getByLabelText('Lavador 1', { selector: 'input' }), 'Luis Lavador');
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await within(modal).findByText('Debe ingresar un motivo.')).toBeInTheDocument();
    expect(api.callsTo('payments/setWashers')).toEqual([]);

    await user.type(within(modal).getByLabelText(/Motivo/), 'Lavó Luis');
    await clickWhenEnabled(user, within(modal).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('payments/setWashers')).toHaveLength(1));
    expect(api.callsTo('payments/setWashers')[0]?.body).toMatchObject({
      washers: [{ userId: luis.id, percent: 100 }],
      reason: 'Lavó Luis',
    });
  });

  it("reads the ticket's money again when a payment taken on another device is pushed, and not for another ticket", async () => {
    let money = ticketMoney(ticket.id);
    const { panel, api } = await openTicket(money, { 'payments/getTicketMoney': () => ok(money) });
    expect(figure(panel, 'Saldo')).toHaveTextContent('$12.990');

    money = ticketMoney(ticket.id, { paid: 5000, balance: 7990 });
    const pushed = (ticketIds: string[]) => ({ ticketIds, days: ['2025-06-10'] });
    act(() => fakeRealtime.current().push({ position: '1', topic: 'money.changed', payload: pushed([ana.id]) }));
    act(() => fakeRealtime.current().push({ position: '2', topic: 'money.changed', payload: pushed([luis.id, ticket.id]) }));

    await waitFor(() => expect(figure(panel, 'Saldo')).toHaveTextContent('$7.990'));
    // The push naming another ticket asked nothing: the first read, then the one the push naming this ticket asked for.
    expect(api.callsTo('payments/getTicketMoney')).toHaveLength(2);
  });

  it('asks for no motivo while the day is open, and sends none', async () => {
    const { user, panel, api } = await openTicket(ticketMoney(ticket.id, { finishedDayClosed: false }));
    await user.click(within(panel).getByRole('button', { name: 'Lavadores' }));
    const modal = await screen.findByRole('dialog', { name: 'Lavadores' });
    expect(within(modal).queryByLabelText(/Motivo/)).not.toBeInTheDocument();
    await pick(user, within(modal).getByLabelText('Lavador 1', { selector: 'input' }), 'Ana Lavador');
    await clickWhenEnabled(user, within(modal).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('payments/setWashers')).toHaveLength(1));
    expect(api.callsTo('payments/setWashers')[0]?.body).not.toHaveProperty('reason');
  });
});

describe('who may do what to a ticket money', () => {
  const money = ticketMoney(ticket.id);
  it('lets an employee record a payment only where the AD allows it, and name the washers until the ticket is finished, and nothing else', () => {
    expect(ticketMoneyActions({ ...money, finished: false }, 'EM', true)).toMatchObject({
      payment: true,
      discount: false,
      void: false,
      price: false,
      washers: true,
    });
    expect(ticketMoneyActions(money, 'EM', false)).toMatchObject({ payment: false, paymentForbidden: true });
    // A finished ticket's washers are what its commission is paid on: only the AD moves them.
    expect(ticketMoneyActions(money, 'EM', true).washers).toBe(false);
    expect(ticketMoneyActions(money, 'AD', true).washers).toBe(true);
  });
  it('offers no payment on a courtesy, a voided or a paid ticket', () => {
    expect(ticketMoneyActions({ ...money, courtesy: true }, 'AD', true).payment).toBe(false);
    expect(ticketMoneyActions({ ...money, voided: true }, 'AD', true)).toMatchObject({ payment: false, void: false, courtesy: false });
    expect(ticketMoneyActions({ ...money, paid: 12990, balance: 0 }, 'AD', true)).toMatchObject({ payment: false, discount: false });
  });
});
