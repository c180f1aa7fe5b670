import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Client } from '@lavado/shared/clients/client.schemas';
import { fakeApi, ok } from '../../../testing/fakeApi';
import { layoutHandlers } from '../../../testing/layoutApi';
import { renderApp, signInAs } from '../../../testing/renderApp';

const rosa: Client = {
  id: '4b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Rosa Fuentes',
  type: 'P',
  identification: '10000013-K',
  organizationId: '7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  contactName: 'Rosa Fuentes',
  clientAddress: '',
  clientEmail: '',
  clientPhone: 912345678,
  lastService: null,
  vehicles: 1,
  createdAt: '2025-01-10T12:00:00.000Z',
  consents: { serviceMessages: true, marketing: false },
  blocked: null,
};

/** A fake server that keeps consents and blocks as the real one does: a blocked client leaves the list for "Bloqueados". */
function privacyApi(initial: Client[]) {
  const clients = initial.map((client) => ({ ...client }));
  const find = (body: unknown) => clients.find((client) => client.id === (body as { id: string }).id)!;
  return fakeApi({
    ...layoutHandlers,
    'client/getOrganizationClients': () => ok(clients.filter((client) => client.blocked === null)),
    'client/getBlockedClients': () => ok(clients.filter((client) => client.blocked !== null)),
    'client/createClient': (body) => {
      const { client } = body as { client: Omit<Client, 'id' | 'organizationId' | 'lastService' | 'vehicles' | 'createdAt' | 'blocked'> };
      const created: Client = { ...rosa, ...client, id: '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f', vehicles: 0 };
      clients.push(created);
      return ok({ status: true, msg: '¡Cliente registrado exitosamente!', client: created });
    },
    'client/changeClientConsent': (body) => {
      const { purpose, granted } = body as { purpose: 'serviceMessages' | 'marketing'; granted: boolean };
      const client = find(body);
      client.consents = { ...client.consents, [purpose]: granted };
      return ok({ status: true, msg: 'Consentimiento actualizado.', client });
    },
    'client/blockClient': (body) => {
      find(body).blocked = { at: '2026-11-27T05:00:00.000Z', reason: (body as { reason: string }).reason };
      return ok({ status: true, msg: 'Cliente bloqueado.' });
    },
    'client/unblockClient': (body) => {
      find(body).blocked = null;
      return ok({ status: true, msg: 'Cliente desbloqueado.' });
    },
    'client/eraseClient': (body) => {
      clients.splice(clients.indexOf(find(body)), 1);
      return ok({ status: true, msg: 'Datos personales del cliente eliminados.' });
    },
  });
}

async function openClients(role: 'AD' | 'EM' = 'AD') {
  signInAs(role);
  const rendered = renderApp('/home/clients');
  await screen.findByRole('cell', { name: 'Rosa Fuentes' });
  return rendered;
}

const rowOf = (name: string) => within(screen.getByRole('cell', { name }).closest('tr')!);

describe('consent per purpose', () => {
  it('asks both purposes at intake: service messages checked, marketing unchecked, and sends what the client chose', async () => {
    const api = privacyApi([rosa]);
    const { user } = await openClients('EM');
    await user.click(screen.getByRole('button', { name: 'Nuevo cliente' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Nuevo cliente' }));

    const serviceMessages = modal.getByRole('checkbox', { name: /Acepta recibir avisos de su servicio por WhatsApp/ });
    const marketing = modal.getByRole('checkbox', { name: 'Acepta recibir publicidad y ofertas' });
    expect(serviceMessages).toBeChecked();
    expect(marketing).not.toBeChecked();

    await user.click(modal.getByRole('radio', { name: 'Particular' }));
    await user.type(modal.getByLabelText(/^Nombre( \*)?$/), 'Ana Rojas');
    await user.type(modal.getByLabelText(/Rut/), '123456785');
    await user.click(serviceMessages);
    await user.click(marketing);
    await user.click(modal.getByRole('button', { name: 'Registrar' }));

    await screen.findByRole('dialog', { name: 'Registrado' });
    expect(api.callsTo('client/createClient')[0]?.body).toMatchObject({
      client: { name: 'Ana Rojas', consents: { serviceMessages: false, marketing: true } },
    });
  });

  it('withdraws consent to service messages with one tap on the list, and the switch shows it', async () => {
    const api = privacyApi([rosa]);
    const { user } = await openClients('EM');
    const serviceMessages = rowOf('Rosa Fuentes').getByRole('switch', { name: 'Avisos del servicio' });
    expect(serviceMessages).toBeChecked();
    expect(rowOf('Rosa Fuentes').getByRole('switch', { name: 'Publicidad' })).not.toBeChecked();

    await user.click(serviceMessages);

    expect(api.callsTo('client/changeClientConsent').map((call) => call.body)).toEqual([
      expect.objectContaining({ id: rosa.id, purpose: 'serviceMessages', granted: false }),
    ]);
    await waitFor(() => expect(rowOf('Rosa Fuentes').getByRole('switch', { name: 'Avisos del servicio' })).not.toBeChecked());
  });
});

describe('blocking', () => {
  it('the AD blocks with a reason: the client leaves the list, appears under Bloqueados, and Desbloquear brings them back', async () => {
    const api = privacyApi([rosa]);
    const { user } = await openClients('AD');

    await user.click(rowOf('Rosa Fuentes').getByRole('button', { name: 'Bloquear' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Bloquear cliente' }));
    expect(modal.getByText(/no recibe avisos por WhatsApp/)).toBeInTheDocument();
    await user.click(modal.getByRole('button', { name: 'Bloquear cliente' }));
    expect(await modal.findByText('Ingrese el motivo del bloqueo.')).toBeInTheDocument();
    expect(api.callsTo('client/blockClient')).toHaveLength(0);

    await user.type(modal.getByLabelText(/Motivo del bloqueo/), 'Revisa sus datos');
    await user.click(modal.getByRole('button', { name: 'Bloquear cliente' }));
    expect(await screen.findByRole('dialog', { name: 'Cliente bloqueado' })).toBeInTheDocument();
    expect(api.callsTo('client/blockClient').map((call) => call.body)).toEqual([
      expect.objectContaining({ id: rosa.id, reason: 'Revisa sus datos' }),
    ]);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Rosa Fuentes' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('radio', { name: 'Bloqueados' }));
    const blockedRow = within((await screen.findByRole('cell', { name: 'Rosa Fuentes' })).closest('tr')!);
    expect(blockedRow.getByText('Revisa sus datos')).toBeInTheDocument();
    await user.click(blockedRow.getByRole('button', { name: 'Desbloquear' }));
    expect(await screen.findByRole('dialog', { name: 'Cliente desbloqueado' })).toBeInTheDocument();
    expect(api.callsTo('client/unblockClient').map((call) => call.body)).toEqual([expect.objectContaining({ id: rosa.id })]);
    expect(await screen.findByText('No hay clientes bloqueados.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Clientes' }));
    expect(await screen.findByRole('cell', { name: 'Rosa Fuentes' })).toBeInTheDocument();
  });

  it('erases a blocked client from Bloqueados, without unblocking them first', async () => {
    const api = privacyApi([{ ...rosa, blocked: { at: '2026-11-27T05:00:00.000Z', reason: 'Pidió la supresión' } }]);
    signInAs('AD');
    const { user } = renderApp('/home/clients');
    await user.click(await screen.findByRole('radio', { name: 'Bloqueados' }));
    const blockedRow = within((await screen.findByRole('cell', { name: 'Rosa Fuentes' })).closest('tr')!);

    await user.click(blockedRow.getByRole('button', { name: 'Eliminar datos' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Eliminar datos personales' }));
    await user.click(modal.getByRole('radio', { name: 'A solicitud del titular' }));
    await user.click(modal.getByRole('checkbox', { name: 'Entiendo que esta acción no se puede deshacer' }));
    await user.click(modal.getByRole('button', { name: 'Eliminar datos' }));

    expect(await screen.findByRole('dialog', { name: 'Datos eliminados' })).toBeInTheDocument();
    expect(api.callsTo('client/eraseClient').map((call) => call.body)).toEqual([
      expect.objectContaining({ id: rosa.id, reason: 'request' }),
    ]);
    expect(api.callsTo('client/unblockClient')).toHaveLength(0);
    expect(await screen.findByText('No hay clientes bloqueados.')).toBeInTheDocument();
  });

  it('offers neither Bloquear nor the Bloqueados filter to an employee', async () => {
    privacyApi([rosa]);
    await openClients('EM');
    expect(rowOf('Rosa Fuentes').queryByRole('button', { name: 'Bloquear' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Bloqueados' })).not.toBeInTheDocument();
  });
});
