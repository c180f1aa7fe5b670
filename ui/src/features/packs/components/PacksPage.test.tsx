import { screen, waitFor, within } from '@testing-library/react';
import type { PacksSetup, SoldPack } from '@lavado/shared/packs/packs.schemas';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, type FakeHandler } from '../../../testing/fakeApi';
import { layoutHandlers } from '../../../testing/layoutApi';
import { billingSetup } from '../../../testing/moneyApi';
import { renderApp, signInAs } from '../../../testing/renderApp';

const offerId = '2d3c4b5a-6978-4a1b-8c2d-3e4f5a6b7c8d';
const packId = '9c8b7a6f-5e4d-4c3b-8a29-1f0e9d8c7b6a';
const offer: PacksSetup['offers'][number] = {
  offerId,
  name: 'Pack 10 lavados',
  serviceCodes: ['BA', 'FL'],
  washes: 10,
  price: 99000,
  currency: 'CLP',
  validDays: 180,
  withdrawn: false,
};
const soldPack: SoldPack = {
  packId,
  name: 'Pack 10 lavados',
  plate: 'ABCD12',
  serviceCodes: ['BA', 'FL'],
  washes: 10,
  used: 7,
  left: 3,
  amount: 99000,
  currency: 'CLP',
  soldAt: '2025-06-01T12:00:00.000Z',
  expiresAt: '2099-06-01T12:00:00.000Z',
  status: 'active',
  expireReason: null,
  refundAmount: null,
  refundReason: null,
};

/** The packs API following the accepted commands, like the real one. */
function packsApi(handlers: Record<string, FakeHandler> = {}) {
  let setup: PacksSetup = { offers: [], loyalty: [] };
  let sold: SoldPack[] = [];
  return fakeApi({
    ...layoutHandlers,
    'billing/getBillingSetup': () => ok(billingSetup()),
    'packs/getPacksSetup': () => ok(setup),
    'packs/getSoldPacks': () => ok(sold),
    'packs/offerPack': (body) => {
      const { name, serviceCodes, washes, price, validDays } = body as typeof offer;
      setup = { ...setup, offers: [{ ...offer, name, serviceCodes, washes, price, validDays }] };
      return ok({ status: true, msg: '¡Pack guardado!', setup });
    },
    'packs/sellPack': (body) => {
      sold = [{ ...soldPack, plate: (body as { plate: string }).plate, used: 0, left: 10 }];
      return ok({ status: true, msg: '¡Pack vendido!', pack: sold[0] });
    },
    'packs/refundPack': (body) => {
      sold = sold.map((pack) => ({ ...pack, status: 'refunded', left: 0, refundAmount: (body as { amount: number }).amount }));
      return ok({ status: true, msg: 'Devolución registrada.', pack: sold[0] });
    },
    'packs/setLoyaltyRule': (body) => {
      const rule = body as { serviceCode: string; every: number };
      setup = { ...setup, loyalty: [rule] };
      return ok({ status: true, msg: '¡Regla de fidelidad guardada!', setup });
    },
    ...handlers,
  });
}

async function openPacks(handlers: Record<string, FakeHandler> = {}) {
  const api = packsApi(handlers);
  signInAs('AD');
  const rendered = renderApp('/home/packs');
  await screen.findByRole('heading', { name: 'Packs y fidelidad' });
  return { ...rendered, api };
}

describe('packs (AD)', () => {
  it('creates a pack, sells it to a plate with its boleta, and lists it with its balance', { timeout: 60_000 }, async () => {
    const { user, api } = await openPacks();
    expect(await screen.findByText('Cree un pack para poder venderlo.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nuevo pack' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Nuevo pack' }));
    await user.type(modal.getByRole('textbox', { name: /Nombre del pack/ }), 'Pack 10 lavados');
    await user.click(modal.getByLabelText(/Servicios que cubre/));
    await user.click(await screen.findByRole('option', { name: 'Full', hidden: true }));
    await user.type(modal.getByRole('textbox', { name: /Precio/ }), '99000');
    await user.click(modal.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo pack' })).not.toBeInTheDocument());
    expect(api.callsTo('packs/offerPack').map((call) => call.body)).toEqual([
      expect.objectContaining({ name: 'Pack 10 lavados', serviceCodes: ['FL'], washes: 10, price: 99000, validDays: 180 }),
    ]);

    const sale = within(screen.getByRole('heading', { name: 'Vender pack' }).closest('div')!);
    await user.type(await sale.findByRole('textbox', { name: /Patente/ }), 'abcd12');
    await user.type(sale.getByRole('textbox', { name: /boleta/ }), '000124');
    await user.click(sale.getByRole('button', { name: 'Vender' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('ABCD12')).toBeInTheDocument();
    expect(within(table).getByText('10 de 10')).toBeInTheDocument();
    expect(api.callsTo('packs/sellPack').map((call) => call.body)).toEqual([
      expect.objectContaining({ offerId, plate: 'ABCD12', method: 'cash', boleta: '000124', paymentId: expect.any(String) }),
    ]);
  });

  it('refunds a pack with an amount and a reason, and sends nothing without a reason', { timeout: 60_000 }, async () => {
    const { user, api } = await openPacks({
      'packs/getPacksSetup': () => ok({ offers: [offer], loyalty: [] }),
      'packs/getSoldPacks': () => ok([soldPack]),
    });
    const row = within((await screen.findByText('ABCD12')).closest('tr')!);
    expect(row.getByText('3 de 10')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Devolver' }));
    const modal = within(await screen.findByRole('dialog', { name: /Devolver el pack/ }));
    await user.click(modal.getByRole('button', { name: 'Guardar' }));
    expect(await modal.findByText('Debe ingresar un motivo.')).toBeInTheDocument();
    expect(api.callsTo('packs/refundPack')).toEqual([]);
    await user.type(modal.getByRole('textbox', { name: /Monto/ }), '29700');
    await user.type(modal.getByRole('textbox', { name: /Motivo/ }), 'Se cambió de ciudad');
    await user.click(modal.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('packs/refundPack')).toHaveLength(1));
    expect(api.callsTo('packs/refundPack')[0]?.body).toMatchObject({
      packId,
      amount: 29700,
      method: 'cash',
      reason: 'Se cambió de ciudad',
    });
  });

  it('sets the loyalty rule of a service', { timeout: 30_000 }, async () => {
    const { user, api } = await openPacks();
    const every = await screen.findByRole('textbox', { name: 'Full: cada' });
    await user.clear(every);
    await user.type(every, '10');
    const save = within(every.closest('.mantine-Group-root') as HTMLElement).getByRole('button', { name: 'Guardar regla' });
    await user.click(save);
    await waitFor(() =>
      expect(api.callsTo('packs/setLoyaltyRule').map((call) => call.body)).toEqual([
        expect.objectContaining({ serviceCode: 'FL', every: 10 }),
      ]),
    );
  });
});
