import { screen, waitFor, within } from '@testing-library/react';
import type { BillingSetup } from '@lavado/shared/money/money.schemas';
import { localDate } from '@lavado/shared/time/zone';
import { describe, expect, it } from 'vitest';
import { clickWhenEnabled } from '../../../testing/clickWhenEnabled';
import { emptyBoardHandlers } from '../../../testing/boardApi';
import { fakeApi, ok, refused, type FakeHandler } from '../../../testing/fakeApi';
import { layoutHandlers } from '../../../testing/layoutApi';
import { billingSetup } from '../../../testing/moneyApi';
import { renderApp, signInAs } from '../../../testing/renderApp';

/** The billing setup following the accepted commands, like the real API. */
function pricesApi(initial: BillingSetup, handlers: Record<string, FakeHandler> = {}) {
  let setup = initial;
  const answer = (changes: Partial<BillingSetup>) => {
    setup = { ...setup, ...changes };
    return ok({ status: true, msg: 'Guardado.', setup });
  };
  return fakeApi({
    ...layoutHandlers,
    'billing/getBillingSetup': () => ok(setup),
    'billing/setPrices': (body) => {
      const { effectiveFrom, prices } = body as {
        effectiveFrom: string;
        prices: Omit<BillingSetup['prices'][number], 'effectiveFrom' | 'inForce'>[];
      };
      const inForce = effectiveFrom <= localDate(new Date());
      const replaced = (price: BillingSetup['prices'][number]) =>
        prices.some((cell) => cell.serviceCode === price.serviceCode && cell.vehicleGroup === price.vehicleGroup) &&
        price.inForce === inForce;
      return answer({
        prices: [...setup.prices.filter((price) => !replaced(price)), ...prices.map((cell) => ({ ...cell, effectiveFrom, inForce }))],
      });
    },
    'billing/addService': (body) =>
      answer({ services: [...setup.services, { code: `X${setup.services.length - 2}`, name: (body as { name: string }).name }] }),
    'billing/setCommissionRule': (body) => answer({ commissionRule: (body as { rule: BillingSetup['commissionRule'] }).rule }),
    'billing/setPaymentPolicy': (body) => answer(body as { employeesMayRecordPayments: boolean }),
    'billing/setCurrency': (body) => answer(body as { currency: 'EUR' }),
    ...handlers,
  });
}

const withPrices = billingSetup({
  prices: [
    { serviceCode: 'BA', vehicleGroup: 'AUT', amount: 12990, effectiveFrom: '2025-01-01', inForce: true },
    { serviceCode: 'BA', vehicleGroup: 'AUT', amount: 13990, effectiveFrom: '2099-07-01', inForce: false },
  ],
});

/** The amount field of a service for a vehicle group. */
const cell = (service: string, group: string) => screen.getByRole('textbox', { name: `Precio de ${service} (${group})` });

async function openPrices(setup = withPrices, handlers: Record<string, FakeHandler> = {}) {
  const api = pricesApi(setup, handlers);
  signInAs('AD');
  const rendered = renderApp('/home/prices');
  await screen.findByRole('table', { name: 'Precios' });
  return { ...rendered, api };
}

describe('prices (AD)', () => {
  it('shows each service by vehicle group in one grid: the price in force, a later one, or Sin precio', async () => {
    await openPrices();
    const basicAuto = cell('Basico', 'Automóvil');
    expect(basicAuto).toHaveValue('$12.990');
    expect(basicAuto.closest('td')).toHaveTextContent('Desde 1/7/99: $13.990');
    expect(cell('Estandar Minero', 'Camioneta')).toHaveValue('');
    expect(cell('Estandar Minero', 'Camioneta')).toHaveAttribute('placeholder', 'Sin precio');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Servicio',
      'Automóvil',
      'Camioneta',
      'Otros',
    ]);
    expect(screen.getByRole('button', { name: 'Guardar precios' })).toBeDisabled();
  });

  it('saves nine prices at once: one confirmation, one call, one success message', { timeout: 30_000 }, async () => {
    const { user, api } = await openPrices(billingSetup());
    const amounts = [10000, 11000, 12000, 13000, 14000, 15000, 16000, 17000, 18000];
    await user.click(cell('Basico', 'Automóvil'));
    for (const [index, amount] of amounts.entries()) {
      await user.keyboard(String(amount));
      if (index < amounts.length - 1) await user.keyboard('{Tab}');
    }
    expect(screen.getByText('9 precios sin guardar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar precios' }));

    const confirmation = await screen.findByRole('dialog', { name: 'Guardar precios' });
    const today = localDate(new Date());
    const [year, month, day] = today.split('-');
    const shownToday = `${Number(day)}/${Number(month)}/${year?.slice(2)}`;
    expect(confirmation).toHaveTextContent(
      `¿Guardar 9 precios, vigentes desde el ${shownToday}? Los servicios ya creados conservan su precio.`,
    );
    await user.click(within(confirmation).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('¡Precios guardados!')).toBeInTheDocument();
    expect(screen.getByText(`Se guardaron 9 precios, vigentes desde el ${shownToday}.`)).toBeInTheDocument();
    expect(api.callsTo('billing/setPrices')).toHaveLength(1);
    expect(api.callsTo('billing/setPrices')[0]?.body).toEqual({
      organizationId: expect.any(String),
      effectiveFrom: today,
      prices: ['BA', 'FL', 'EM'].flatMap((serviceCode, row) =>
        ['AUT', 'CAM', 'OTR'].map((vehicleGroup, column) => ({ serviceCode, vehicleGroup, amount: amounts[row * 3 + column] })),
      ),
    });
    expect(api.callsTo('billing/setPrice')).toHaveLength(0);
    await waitFor(() => expect(cell('Estandar Minero', 'Otros')).toHaveValue('$18.000'));
    expect(screen.queryByText(/sin guardar/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar precios' })).toBeDisabled();
  });

  it('sends only the cells that changed, from the day chosen', async () => {
    const { user, api } = await openPrices();
    await user.clear(cell('Basico', 'Automóvil'));
    await user.type(cell('Basico', 'Automóvil'), '12990');
    await user.type(cell('Full', 'Otros'), '25000');
    expect(screen.getByText('1 precio sin guardar')).toBeInTheDocument();
    const year = new Date().getFullYear() + 1;
    const from = screen.getByLabelText(/Rige desde/, { selector: 'input' });
    await user.clear(from);
    await user.type(from, `1/3/${year}`);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Guardar precios' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Guardar precios' });
    expect(confirmation).toHaveTextContent(`¿Guardar 1 precio, vigente desde el 1/3/${String(year).slice(2)}?`);
    await user.click(within(confirmation).getByRole('button', { name: 'Guardar' }));
    await screen.findByText('¡Precios guardados!');
    expect(api.callsTo('billing/setPrices')[0]?.body).toMatchObject({
      effectiveFrom: `${year}-03-01`,
      prices: [{ serviceCode: 'FL', vehicleGroup: 'OTR', amount: 25000 }],
    });
  });

  it('refuses a zero or an emptied price in its cell, before any confirmation; Descartar cambios puts the list back', async () => {
    const { user, api } = await openPrices();
    await user.type(cell('Full', 'Camioneta'), '0');
    await user.clear(cell('Basico', 'Automóvil'));
    await user.click(screen.getByRole('button', { name: 'Guardar precios' }));
    expect(screen.getByText('El monto debe ser mayor que cero.')).toBeInTheDocument();
    expect(screen.getByText('Ingrese un monto.')).toBeInTheDocument();
    expect(cell('Full', 'Camioneta')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog', { name: 'Guardar precios' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    expect(cell('Basico', 'Automóvil')).toHaveValue('$12.990');
    expect(cell('Full', 'Camioneta')).toHaveValue('');
    expect(screen.queryByText('El monto debe ser mayor que cero.')).not.toBeInTheDocument();
    expect(api.callsTo('billing/setPrices')).toHaveLength(0);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const { user } = await openPrices(withPrices, { 'billing/setPrices': () => refused(404, 'El servicio no existe.') });
    await user.type(cell('Full', 'Otros'), '25000');
    await user.click(screen.getByRole('button', { name: 'Guardar precios' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Guardar precios' })).getByRole('button', { name: 'Guardar' }));
    const error = await screen.findByRole('dialog', { name: 'Error!' });
    expect(error).toHaveTextContent('El servicio no existe.');
    expect(cell('Full', 'Otros')).toHaveValue('$25.000');
  });

  it('adds a service, asking for its name', async () => {
    const { user, api } = await openPrices();
    await user.click(screen.getByRole('button', { name: 'Agregar servicio' }));
    const modal = await screen.findByRole('dialog', { name: 'Agregar servicio' });
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await within(modal).findByText('Ingrese el nombre del servicio.')).toBeInTheDocument();
    await user.type(within(modal).getByLabelText(/Nombre del servicio/), 'Encerado');
    await clickWhenEnabled(user, within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('cell', { name: 'Encerado' })).toBeInTheDocument();
    expect(api.callsTo('billing/addService')[0]?.body).toMatchObject({ name: 'Encerado' });
  });

  it('sets the commission as a percentage, refusing one above 100, or as a fixed amount per service', async () => {
    const { user, api } = await openPrices();
    const section = screen.getByRole('region', { name: 'Comisión de los lavadores' });
    const percent = within(section).getByLabelText('Porcentaje');
    await user.clear(percent);
    await user.type(percent, '120');
    await user.click(within(section).getByRole('button', { name: 'Guardar' }));
    expect(await within(section).findByText('Ingrese un porcentaje entero entre 0 y 100.')).toBeInTheDocument();
    await user.clear(percent);
    await user.type(percent, '30');
    await user.click(within(section).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('billing/setCommissionRule')).toHaveLength(1));
    expect(api.callsTo('billing/setCommissionRule')[0]?.body).toMatchObject({ rule: { kind: 'percent', percent: 30 } });

    const fresh = screen.getByRole('region', { name: 'Comisión de los lavadores' });
    await user.click(within(fresh).getByText('Monto fijo por servicio'));
    const full = within(fresh).getByLabelText('Full');
    await user.clear(full);
    await user.type(full, '3000');
    await user.click(within(fresh).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('billing/setCommissionRule')).toHaveLength(2));
    expect(api.callsTo('billing/setCommissionRule')[1]?.body).toMatchObject({
      rule: { kind: 'fixed', amounts: { BA: 0, FL: 3000, EM: 0 } },
    });
  });

  it('lets the AD allow or forbid employees to record payments', async () => {
    const { user, api } = await openPrices();
    const toggle = screen.getByRole('switch', { name: 'Los empleados pueden registrar pagos' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(api.callsTo('billing/setPaymentPolicy')[0]?.body).toMatchObject({ employeesMayRecordPayments: false });
  });

  it('switches the currency, showing prices in euros', async () => {
    const { user, api } = await openPrices(
      billingSetup({ prices: [{ serviceCode: 'BA', vehicleGroup: 'AUT', amount: 1250, effectiveFrom: '2025-01-01', inForce: true }] }),
    );
    await user.click(screen.getByLabelText('Moneda', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Euro', hidden: true }));
    await waitFor(() => expect(cell('Basico', 'Automóvil')).toHaveValue('12,5 €'));
    expect(api.callsTo('billing/setCurrency')[0]?.body).toMatchObject({ currency: 'EUR' });
  });

  it('once a ticket was priced, shows the currency fixed, with the reason, and offers no change', async () => {
    const { user, api } = await openPrices(billingSetup({ currencyLocked: true }));
    const currency = screen.getByLabelText('Moneda', { selector: 'input' });
    expect(currency).toBeDisabled();
    expect(currency).toHaveAccessibleDescription('¡No se puede cambiar la moneda: ya hay servicios con precio en CLP!');
    await user.click(currency);
    expect(screen.queryByRole('option', { name: 'Euro' })).not.toBeInTheDocument();
    expect(api.callsTo('billing/setCurrency')).toHaveLength(0);
  });

  it('keeps employees out', async () => {
    fakeApi({ ...layoutHandlers, ...emptyBoardHandlers });
    signInAs('EM');
    const { currentPath } = renderApp('/home/prices');
    await waitFor(() => expect(currentPath()).toBe('/home/board'));
  });
});
