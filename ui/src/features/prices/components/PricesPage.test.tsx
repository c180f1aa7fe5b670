import { screen, waitFor, within } from '@testing-library/react';
import type { BillingSetup } from '@lavado/shared/money/money.schemas';
import { localDate } from '@lavado/shared/time/zone';
import { describe, expect, it } from 'vitest';
import { clickWhenEnabled } from '../../../testing/clickWhenEnabled';
import { emptyBoardHandlers } from '../../../testing/boardApi';
import { fakeApi, ok } from '../../../testing/fakeApi';
import { layoutHandlers } from '../../../testing/layoutApi';
import { billingSetup } from '../../../testing/moneyApi';
import { renderApp, signInAs } from '../../../testing/renderApp';

/** The billing setup following the accepted commands, like the real API. */
function pricesApi(initial: BillingSetup) {
  let setup = initial;
  const answer = (changes: Partial<BillingSetup>) => {
    setup = { ...setup, ...changes };
    return ok({ status: true, msg: 'Guardado.', setup });
  };
  return fakeApi({
    ...layoutHandlers,
    'billing/getBillingSetup': () => ok(setup),
    'billing/setPrice': (body) => {
      const { serviceCode, vehicleGroup, amount, effectiveFrom } = body as BillingSetup['prices'][number];
      const others = setup.prices.filter((price) => !(price.serviceCode === serviceCode && price.vehicleGroup === vehicleGroup));
      return answer({ prices: [...others, { serviceCode, vehicleGroup, amount, effectiveFrom, inForce: true }] });
    },
    'billing/addService': (body) =>
      answer({ services: [...setup.services, { code: `X${setup.services.length - 2}`, name: (body as { name: string }).name }] }),
    'billing/setCommissionRule': (body) => answer({ commissionRule: (body as { rule: BillingSetup['commissionRule'] }).rule }),
    'billing/setPaymentPolicy': (body) => answer(body as { employeesMayRecordPayments: boolean }),
    'billing/setCurrency': (body) => answer(body as { currency: 'EUR' }),
  });
}

const withPrices = billingSetup({
  prices: [
    { serviceCode: 'BA', vehicleGroup: 'AUT', amount: 12990, effectiveFrom: '2025-01-01', inForce: true },
    { serviceCode: 'BA', vehicleGroup: 'AUT', amount: 13990, effectiveFrom: '2099-07-01', inForce: false },
  ],
});

async function openPrices(setup = withPrices) {
  const api = pricesApi(setup);
  signInAs('AD');
  const rendered = renderApp('/home/prices');
  await screen.findByRole('table', { name: 'Precios' });
  return { ...rendered, api };
}

describe('prices (AD)', () => {
  it('shows each service by vehicle group: the price in force, a later one, or Sin precio', async () => {
    await openPrices();
    const basicAuto = screen.getByRole('button', { name: /Editar precio de Basico \(Automóvil\)/ });
    expect(basicAuto).toHaveTextContent('$12.990');
    expect(basicAuto).toHaveTextContent('Desde 1/7/99: $13.990');
    expect(screen.getByRole('button', { name: /Editar precio de Estandar Minero \(Camioneta\)/ })).toHaveTextContent('Sin precio');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Servicio',
      'Automóvil',
      'Camioneta',
      'Otros',
    ]);
  });

  it('sets a price from today, and words an empty amount', async () => {
    const { user, api } = await openPrices();
    await user.click(screen.getByRole('button', { name: /Editar precio de Full \(Camioneta\)/ }));
    const modal = await screen.findByRole('dialog', { name: 'Precio de Full (Camioneta)' });
    expect(within(modal).getByLabelText(/Rige desde/, { selector: 'input' })).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await within(modal).findByText('Ingrese un monto.')).toBeInTheDocument();

    await user.type(within(modal).getByLabelText(/Monto/), '18990');
    await clickWhenEnabled(user, within(modal).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Editar precio de Full \(Camioneta\)/ })).toHaveTextContent('$18.990'));
    expect(api.callsTo('billing/setPrice')[0]?.body).toMatchObject({
      serviceCode: 'FL',
      vehicleGroup: 'CAM',
      amount: 18990,
      effectiveFrom: localDate(new Date()),
    });
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
    await waitFor(() => expect(screen.getByRole('button', { name: /Editar precio de Basico \(Automóvil\)/ })).toHaveTextContent('12,50 €'));
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
