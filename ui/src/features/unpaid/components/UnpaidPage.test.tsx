import { act, screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from '@lavado/shared/money/money';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../testing/fakeApi';
import { fakeRealtime } from '../../../testing/fakeRealtime';
import { layoutHandlers } from '../../../testing/layoutApi';
import { billingSetup, ticketMoney, ticketMoneyHandlers } from '../../../testing/moneyApi';
import { renderApp, signInAs } from '../../../testing/renderApp';
import { clickWhenEnabled } from '../../../testing/clickWhenEnabled';

const ticketId = '6d1f6a3e-2b7c-4c1e-9a55-3f0b8e2d4c71';
const unpaid = [
  {
    ticketId,
    ppu: 'KJTR52',
    ownerName: 'Juan Pérez',
    serviceCode: 'FL',
    finishedAt: '2025-06-10T14:00:00.000Z',
    currency: 'CLP' as const,
    charged: 12990,
    paid: 5000,
    balance: 7990,
  },
];

describe('por cobrar', () => {
  it.each(['AD', 'EM'] as const)('lists finished tickets with a balance for %s, and Cobrar records the payment', async (role) => {
    const money = ticketMoneyHandlers(
      ticketMoney(ticketId, { paid: 5000, balance: 7990 }),
      billingSetup({ employeesMayRecordPayments: true }),
    );
    let list = unpaid;
    const api = fakeApi({
      ...layoutHandlers,
      ...money.handlers,
      'payments/getUnpaidTickets': () => ok(list),
      'payments/recordPayment': (body) => {
        list = [];
        return money.handlers['payments/recordPayment']!(body);
      },
    });
    signInAs(role);
    const { user } = renderApp('/home/unpaid');

    const row = (await screen.findByRole('cell', { name: 'KJTR52' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Full' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '$7.990' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Cobrar KJTR52' }));
    const modal = await screen.findByRole('dialog', { name: 'Cobrar KJTR52' });
    await user.click(await within(modal).findByRole('button', { name: 'Registrar pago' }));
    const payment = await screen.findByRole('dialog', { name: 'Registrar pago' });
    await user.type(within(payment).getByLabelText(/boleta/), '900');
    await clickWhenEnabled(user, within(payment).getByRole('button', { name: 'Registrar' }));

    await waitFor(() => expect(api.callsTo('payments/recordPayment')).toHaveLength(1));
    expect(api.callsTo('payments/recordPayment')[0]?.body).toMatchObject({ amount: 7990, boleta: '900' });
    expect(await screen.findByText('No hay servicios finalizados con saldo pendiente.')).toBeInTheDocument();
  });

  it('drops a ticket paid on another device once its payment is pushed', async () => {
    let list = unpaid;
    fakeApi({ ...layoutHandlers, 'billing/getBillingSetup': () => ok(billingSetup()), 'payments/getUnpaidTickets': () => ok(list) });
    signInAs('EM');
    renderApp('/home/unpaid');
    await screen.findByRole('cell', { name: 'KJTR52' });

    list = [];
    act(() =>
      fakeRealtime.current().push({ position: '1', topic: 'money.changed', payload: { ticketIds: [ticketId], days: ['2025-06-10'] } }),
    );

    expect(await screen.findByText('No hay servicios finalizados con saldo pendiente.')).toBeInTheDocument();
  });

  it('tells an employee that the AD has not enabled payments, and offers no Registrar pago', async () => {
    const money = ticketMoneyHandlers(ticketMoney(ticketId), billingSetup({ employeesMayRecordPayments: false }));
    fakeApi({ ...layoutHandlers, ...money.handlers, 'payments/getUnpaidTickets': () => ok(unpaid) });
    signInAs('EM');
    const { user } = renderApp('/home/unpaid');
    await user.click(await screen.findByRole('button', { name: 'Cobrar KJTR52' }));
    const modal = await screen.findByRole('dialog', { name: 'Cobrar KJTR52' });
    expect(await within(modal).findByText('Su administrador no ha habilitado el registro de pagos para empleados.')).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Registrar pago' })).not.toBeInTheDocument();
  });

  it("shows each ticket's amounts in the currency it was priced in, whatever the organization's is now", async () => {
    const euros = {
      ...unpaid[0]!,
      ticketId: '0c3e1a52-5f0e-4a43-9a43-3d2b1f9c0a22',
      ppu: 'EURO12',
      currency: 'EUR' as const,
      balance: 1500,
    };
    fakeApi({
      ...layoutHandlers,
      'billing/getBillingSetup': () => ok(billingSetup({ currency: 'EUR' })),
      'payments/getUnpaidTickets': () => ok([...unpaid, { ...euros, charged: 1500, paid: 0 }]),
    });
    signInAs('AD');
    renderApp('/home/unpaid');
    const pesos = (await screen.findByRole('cell', { name: 'KJTR52' })).closest('tr')!;
    expect(within(pesos).getByRole('cell', { name: '$7.990' })).toBeInTheDocument();
    const inEuros = screen.getByRole('cell', { name: 'EURO12' }).closest('tr')!;
    expect(within(inEuros).getAllByRole('cell', { name: formatMoney(1500, 'EUR') })).toHaveLength(2);
  });
});
