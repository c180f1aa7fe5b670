import { screen, waitFor, within } from '@testing-library/react';
import type { LogEntry } from '@lavado/shared/logs/logs.schemas';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../testing/fakeApi';
import { renderApp, signInAs } from '../../../testing/renderApp';

const login: LogEntry = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  type: 'info',
  date: '02/06/2025 10:15',
  message: 'Ana Pérez inició sesión',
  createdAt: '2025-06-02T14:15:00.000Z',
  organization: null,
  ticketId: null,
};
const refusedLogin: LogEntry = {
  id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  type: 'error',
  date: '01/06/2025 09:00',
  message: 'Inicio de sesión rechazado para admin',
  createdAt: '2025-06-01T13:00:00.000Z',
  organization: null,
  ticketId: null,
};
const ticketId = '3b4c5d6e-7f80-4a1b-9c2d-3e4f5a6b7c8d';
const ticketStarted: LogEntry = {
  id: '4c5d6e7f-8091-4b2c-8d3e-4f5a6b7c8d9e',
  type: 'info',
  date: '03/06/2025 11:00',
  message: 'Luis Soto inició el servicio del vehículo ABCD12',
  createdAt: '2025-06-03T15:00:00.000Z',
  organization: 'Lavado Los Andes',
  ticketId,
};
const organizations = [
  {
    id: '4f7a2b8e-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
    name: 'Lavado Los Andes',
    identification: '12345678-5',
    domain: 'losandes.cl',
    enable: 1,
    organizationId: null,
    expirateAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
  },
];

/** The input a label names (an open Select's listbox carries the same label). */
function inputLabelled(label: string): HTMLElement {
  const input = screen.getAllByLabelText(label).find((element) => element instanceof HTMLInputElement);
  if (!input) throw new Error(`no input labelled ${label}`);
  return input;
}

function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no table row holds "${text}"`);
  return row;
}

describe('logs (SA)', () => {
  it('lists the logs as the server orders them (newest first), numbered, with type and date', async () => {
    fakeApi({ 'admin/getOrganization': () => ok(organizations), 'admin/getLogs': () => ok({ logs: [login, refusedLogin] }) });
    signInAs('SA');
    renderApp('/admin');

    await screen.findByText('Ana Pérez inició sesión');
    const [, first, second] = screen.getAllByRole('row');
    if (!first || !second) throw new Error('expected two log rows');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Info', '02/06/2025 10:15', 'Ana Pérez inició sesión']);
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'Error', '01/06/2025 09:00', 'Inicio de sesión rechazado para admin']);
  });

  it('leads to the accountability log, kept apart from the events’ log', async () => {
    fakeApi({ 'admin/getOrganization': () => ok(organizations), 'admin/getLogs': () => ok({ logs: [login] }) });
    signInAs('SA');
    renderApp('/admin');

    await screen.findByText('Ana Pérez inició sesión');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Accesos a datos personales' })).toHaveAttribute('href', '/admin/data-access');
  });

  it('highlights error rows only', async () => {
    fakeApi({ 'admin/getOrganization': () => ok(organizations), 'admin/getLogs': () => ok({ logs: [login, refusedLogin] }) });
    signInAs('SA');
    renderApp('/admin');

    await screen.findByText('Inicio de sesión rechazado para admin');
    expect(rowOf('Inicio de sesión rechazado para admin')).toHaveStyle({ backgroundColor: 'var(--mantine-color-red-light)' });
    expect(rowOf('Ana Pérez inició sesión').style.backgroundColor).toBe('');
  });

  it("says 'No existen logs disponibles.' when there are none", async () => {
    fakeApi({ 'admin/getOrganization': () => ok(organizations), 'admin/getLogs': () => ok({ logs: [] }) });
    signInAs('SA');
    renderApp('/admin');

    expect(await screen.findByText('No existen logs disponibles.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks the server for the searched text', async () => {
    const api = fakeApi({
      'admin/getOrganization': () => ok(organizations),
      'admin/getLogs': (body) =>
        ok({ logs: (body as { search?: string }).search === 'rechazado' ? [refusedLogin] : [login, refusedLogin] }),
    });
    signInAs('SA');
    const { user } = renderApp('/admin');
    await screen.findByText('Ana Pérez inició sesión');

    await user.type(screen.getByRole('textbox', { name: 'Buscar en los logs' }), '  rechazado ');

    await waitFor(() => expect(screen.queryByText('Ana Pérez inició sesión')).not.toBeInTheDocument());
    expect(screen.getByText('Inicio de sesión rechazado para admin')).toBeInTheDocument();
    expect(api.callsTo('admin/getLogs').at(0)?.body).toEqual({});
    expect(api.callsTo('admin/getLogs').at(-1)?.body).toEqual({ search: 'rechazado' });
  });

  it('says which organization acted and links a ticket row to its record', async () => {
    fakeApi({ 'admin/getOrganization': () => ok(organizations), 'admin/getLogs': () => ok({ logs: [ticketStarted, login] }) });
    signInAs('SA');
    renderApp('/admin');

    const row = (await screen.findByText('Luis Soto inició el servicio del vehículo ABCD12')).closest('tr')!;
    expect(within(row).getByText('· Lavado Los Andes')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Ver registro' })).toHaveAttribute('href', `/home/codes/${ticketId}`);
    expect(within(rowOf('Ana Pérez inició sesión')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('filters by type, organization and days, on the server', async () => {
    const api = fakeApi({ 'admin/getOrganization': () => ok(organizations), 'admin/getLogs': () => ok({ logs: [login] }) });
    signInAs('SA');
    const { user } = renderApp('/admin');
    await screen.findByText('Ana Pérez inició sesión');

    await user.click(inputLabelled('Tipo'));
    await user.click(await screen.findByRole('option', { name: 'Error', hidden: true }));
    await user.click(inputLabelled('Organización'));
    await user.click(await screen.findByRole('option', { name: 'Lavado Los Andes', hidden: true }));
    await user.type(inputLabelled('Desde'), '1/6/2025');
    await user.keyboard('{Escape}');
    await user.type(inputLabelled('Hasta'), '3/6/2025');
    await user.keyboard('{Escape}');

    await waitFor(() =>
      expect(api.callsTo('admin/getLogs').at(-1)?.body).toEqual({
        type: 'error',
        organizationId: organizations[0]!.id,
        from: '2025-06-01',
        to: '2025-06-03',
      }),
    );
  });
});
