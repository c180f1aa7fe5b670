import { act, screen, waitFor, within } from '@testing-library/react';
import type { AdminSupportTicket, SupportTicket } from '@lavado/shared/support/support.schemas';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, refused } from '../../../testing/fakeApi';
import { fakeRealtime } from '../../../testing/fakeRealtime';
import { renderApp, signInAs } from '../../../testing/renderApp';

const openTicket: AdminSupportTicket = {
  id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
  ticketNumber: 7,
  type: 'EX',
  issue: 'No descarga el Excel',
  description: 'Al exportar los registros no pasa nada.',
  state: 0,
  response: null,
  createdAt: '2025-06-02T14:15:00.000Z',
  organizationId: '4f7a2b8e-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  createdBy: 'Ana Rojas',
  organizationName: 'Lavado Los Andes',
};

interface StateChange {
  id: string;
  state: 0 | 1 | 2;
  response: string;
}

/** An API that keeps one ticket and applies the SA's changes to it, like the real one. */
function ticketsApi(initial: AdminSupportTicket) {
  let tickets = [initial];
  const api = fakeApi({
    'admin/getSupportTickets': () => ok(tickets),
    'admin/setSupportTicketsStatus': (body) => {
      const { state, response } = body as StateChange;
      const ticket = { ...tickets[0]!, state, response: response || tickets[0]!.response };
      tickets = [ticket];
      const { organizationName: _, ...changed }: AdminSupportTicket = ticket;
      const reply: SupportTicket = changed;
      const label = state === 1 ? 'En progreso' : 'Cerrado';
      return ok({ status: true, tittle: '¡Ticket actualizado!', msg: `El ticket N° 7 quedó ${label}.`, ticket: reply });
    },
  });
  /** Another organization opens a ticket while the SA looks at the list. */
  const receive = (ticket: AdminSupportTicket) => {
    tickets = [ticket, ...tickets];
  };
  return Object.assign(api, { receive });
}

async function openDetail() {
  signInAs('SA');
  const rendered = renderApp('/admin/tickets');
  await rendered.user.click(await screen.findByRole('button', { name: 'Ver ticket N° 7' }));
  const modal = await screen.findByRole('dialog', { name: 'Ticket N° 7' });
  return { ...rendered, modal };
}

describe('support tickets (SA)', () => {
  it('lists ID, date, company, type and state', async () => {
    const api = ticketsApi(openTicket);
    signInAs('SA');
    renderApp('/admin/tickets');

    const row = (await screen.findByRole('cell', { name: 'Lavado Los Andes' })).closest('tr');
    if (!row) throw new Error('ticket row not rendered as a table row');
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    ).toEqual(['7', '2/6/25 10:15', 'Lavado Los Andes', 'Problema al Exportar', 'Creado']);
    expect(api.callsTo('admin/getSupportTickets')[0]?.body).toEqual({});
  });

  it('searches with the chosen company name, type, date and state', async () => {
    const api = ticketsApi(openTicket);
    signInAs('SA');
    const { user } = renderApp('/admin/tickets');
    await screen.findByRole('cell', { name: 'Lavado Los Andes' });

    await user.type(screen.getByRole('textbox', { name: 'Empresa' }), 'Andes');
    await user.click(screen.getByLabelText('Tipo de empresa', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'S Hija', hidden: true }));
    await user.type(screen.getByLabelText('Fecha', { selector: 'input' }), '2/6/2025');
    await user.click(screen.getByLabelText('Estado', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'En progreso', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    await waitFor(() =>
      expect(api.callsTo('admin/getSupportTickets').at(-1)?.body).toEqual({ name: 'Andes', type: 'S', date: '2025-06-02', state: 1 }),
    );
  });

  it("shows the ticket's detail and starts it (0 → 1) with the reply's tittle and msg, the list updating in place", async () => {
    const api = ticketsApi(openTicket);
    const { user, modal } = await openDetail();
    expect(within(modal).getByText('No descarga el Excel')).toBeInTheDocument();
    expect(within(modal).getByText('Al exportar los registros no pasa nada.')).toBeInTheDocument();
    expect(within(modal).getByText('Ana Rojas')).toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Iniciar' }));

    const reply = await screen.findByRole('dialog', { name: '¡Ticket actualizado!' });
    expect(within(reply).getByText('El ticket N° 7 quedó En progreso.')).toBeInTheDocument();
    expect(api.callsTo('admin/setSupportTicketsStatus')[0]?.body).toEqual({ id: openTicket.id, state: 1, response: '' });
    expect(within(modal).getByRole('button', { name: 'Iniciar' })).toBeDisabled();
    const row = screen.getByRole('cell', { name: 'Lavado Los Andes' }).closest('tr');
    if (!row) throw new Error('ticket row not rendered as a table row');
    await waitFor(() => expect(within(row).getByText('En progreso')).toBeInTheDocument());
  });

  it("refuses to close without a resolution: 'Debes ingresar una resolución'", async () => {
    const api = ticketsApi({ ...openTicket, state: 1 });
    const { user, modal } = await openDetail();

    await user.click(within(modal).getByRole('button', { name: 'Cerrar ticket' }));
    expect(await within(modal).findByText('Debes ingresar una resolución')).toBeInTheDocument();
    await user.type(within(modal).getByRole('textbox', { name: 'Resolución' }), '   ');
    await user.click(within(modal).getByRole('button', { name: 'Cerrar ticket' }));

    expect(within(modal).getByText('Debes ingresar una resolución')).toBeInTheDocument();
    expect(api.callsTo('admin/setSupportTicketsStatus')).toHaveLength(0);
  });

  it('closes a ticket with its resolution, after which neither button acts', async () => {
    const api = ticketsApi({ ...openTicket, state: 1 });
    const { user, modal } = await openDetail();

    await user.type(within(modal).getByRole('textbox', { name: 'Resolución' }), 'Se corrigió la exportación.');
    await user.click(within(modal).getByRole('button', { name: 'Cerrar ticket' }));

    const reply = await screen.findByRole('dialog', { name: '¡Ticket actualizado!' });
    expect(within(reply).getByText('El ticket N° 7 quedó Cerrado.')).toBeInTheDocument();
    expect(api.callsTo('admin/setSupportTicketsStatus')[0]?.body).toEqual({
      id: openTicket.id,
      state: 2,
      response: 'Se corrigió la exportación.',
    });
    expect(within(modal).getByRole('button', { name: 'Cerrar ticket' })).toBeDisabled();
    expect(within(modal).getByRole('button', { name: 'Iniciar' })).toBeDisabled();
    expect(within(modal).getByRole('textbox', { name: 'Resolución' })).toHaveAttribute('readonly');
  });

  it('sends the same Idempotency-Key when Iniciar is pressed again after a failure', async () => {
    const api = fakeApi({
      'admin/getSupportTickets': () => ok([openTicket]),
      'admin/setSupportTicketsStatus': () => 'network-failure',
    });
    const { user, modal } = await openDetail();

    await user.click(within(modal).getByRole('button', { name: 'Iniciar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Error!' })).getByRole('button', { name: 'OK' }));
    await user.click(within(modal).getByRole('button', { name: 'Iniciar' }));
    await waitFor(() => expect(api.callsTo('admin/setSupportTicketsStatus')).toHaveLength(2));

    const keys = vi
      .mocked(fetch)
      .mock.calls.filter(([input]) => String(input) === '/api/admin/setSupportTicketsStatus')
      .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("shows the server's refusal", async () => {
    fakeApi({
      'admin/getSupportTickets': () => ok([openTicket]),
      'admin/setSupportTicketsStatus': () => refused(409, 'El ticket ya está en progreso.'),
    });
    const { user, modal } = await openDetail();

    await user.click(within(modal).getByRole('button', { name: 'Iniciar' }));

    const error = await screen.findByRole('dialog', { name: 'Error!' });
    expect(within(error).getByText('El ticket ya está en progreso.')).toBeInTheDocument();
  });

  it('shows a ticket another organization just opened, without a reload', async () => {
    const api = ticketsApi(openTicket);
    signInAs('SA');
    renderApp('/admin/tickets');
    await screen.findByRole('cell', { name: 'Lavado Los Andes' });
    await waitFor(() => expect(() => fakeRealtime.current()).not.toThrow());
    act(() => fakeRealtime.current().acceptHandshake());

    const fromTheSouth = {
      ...openTicket,
      id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
      ticketNumber: 8,
      organizationName: 'Lavado Puerto Montt',
    };
    api.receive(fromTheSouth);
    act(() =>
      fakeRealtime
        .current()
        .push({ position: '9', topic: 'support.changed', payload: { id: fromTheSouth.id, change: 'SupportTicketOpened' } }),
    );

    expect(await screen.findByRole('cell', { name: 'Lavado Puerto Montt' })).toBeInTheDocument();
    expect(api.callsTo('admin/getSupportTickets')).toHaveLength(2);
  });
});
