import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SupportTicket } from '@lavado/shared/support/support.schemas';
import { fakeApi, ok, refused, type FakeHandler } from '../../../testing/fakeApi';
import { fakeRealtime } from '../../../testing/fakeRealtime';
import { layoutHandlers } from '../../../testing/layoutApi';
import { renderApp, signInAs } from '../../../testing/renderApp';
import { clickWhenEnabled } from '../../../testing/clickWhenEnabled';

const organizationId = '7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';

const openTicket: SupportTicket = {
  id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  ticketNumber: 12,
  type: 'EX',
  issue: 'El Excel sale vacío',
  description: 'Exporto los registros de junio y el archivo no trae filas.',
  state: 0,
  response: null,
  createdAt: '2025-06-15T14:05:00.000Z',
  organizationId,
  createdBy: 'Ana Rojas',
};
const startedTicket: SupportTicket = {
  ...openTicket,
  id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  ticketNumber: 11,
  type: 'IC',
  issue: 'No carga el tablero',
  state: 1,
};
const closedTicket: SupportTicket = {
  ...openTicket,
  id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  ticketNumber: 10,
  type: 'IF',
  issue: 'Patente mal escrita',
  state: 2,
  response: 'Corregimos la patente del registro; ya se ve bien.',
};

/** An API whose ticket list grows with each accepted ticket, like the real one. */
function supportApi(initial: SupportTicket[], overrides: Record<string, FakeHandler> = {}) {
  let tickets = [...initial];
  const api = fakeApi({
    ...layoutHandlers,
    'support/getUserTickets': () => ok(tickets),
    'support/createTicket': (body) => {
      const { ticket } = body as { ticket: Pick<SupportTicket, 'type' | 'issue' | 'description'> };
      const created: SupportTicket = { ...openTicket, ...ticket, id: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a', ticketNumber: 13 };
      tickets = [created, ...tickets];
      return ok({ status: true, msg: 'Ticket N° 13 creado!', ticket: created });
    },
    ...overrides,
  });
  return { ...api, replaceTickets: (next: SupportTicket[]) => (tickets = next) };
}

async function openSupport() {
  signInAs('AD');
  const rendered = renderApp('/home/support');
  await screen.findByRole('heading', { name: 'Mis Tickets' });
  return rendered;
}

const rowOf = async (issue: string) => {
  const row = (await screen.findByRole('cell', { name: issue })).closest('tr');
  if (!row) throw new Error(`no row for ${issue}`);
  return row;
};

async function fillTicket(
  user: Awaited<ReturnType<typeof openSupport>>['user'],
  values: { type?: string; issue?: string; description?: string },
) {
  if (values.type) {
    await user.click(screen.getByLabelText(/^Tipo de problema/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: values.type, hidden: true }));
  }
  if (values.issue) await user.type(screen.getByRole('textbox', { name: /^Título/ }), values.issue);
  if (values.description) await user.type(screen.getByRole('textbox', { name: /^Descripción/ }), values.description);
}

/** The `Idempotency-Key` of each call to `path`, as the app handed it to fetch. */
function idempotencyKeysOf(path: string): (string | null)[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([input]) => String(input) === `/api/${path}`)
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
}

describe('support: my tickets', () => {
  it('shows each state in its colour: Creado blue, En progreso yellow, Cerrado green', async () => {
    supportApi([openTicket, startedTicket, closedTicket]);
    await openSupport();

    const badgeIn = async (issue: string) =>
      within(await rowOf(issue))
        .getByText(/Creado|En progreso|Cerrado/)
        .closest('.mantine-Badge-root');
    expect(await badgeIn('El Excel sale vacío')).toHaveTextContent('Creado');
    expect((await badgeIn('El Excel sale vacío'))?.getAttribute('style')).toContain('--mantine-color-blue-filled');
    expect(await badgeIn('No carga el tablero')).toHaveTextContent('En progreso');
    expect((await badgeIn('No carga el tablero'))?.getAttribute('style')).toContain('--mantine-color-yellow-filled');
    expect(await badgeIn('Patente mal escrita')).toHaveTextContent('Cerrado');
    expect((await badgeIn('Patente mal escrita'))?.getAttribute('style')).toContain('--mantine-color-green-filled');
    expect(within(await rowOf('El Excel sale vacío')).getByText('Problema al Exportar')).toBeInTheDocument();
    expect(within(await rowOf('El Excel sale vacío')).getByText('15/6/25 10:05')).toBeInTheDocument();
  });

  it('opens the detail with the response, or says there is none yet', async () => {
    supportApi([openTicket, closedTicket]);
    const { user } = await openSupport();

    await user.click(within(await rowOf('Patente mal escrita')).getByRole('button', { name: 'Ver detalle' }));
    const closed = await screen.findByRole('dialog', { name: 'Ticket N° 10' });
    expect(within(closed).getByText('Corregimos la patente del registro; ya se ve bien.')).toBeInTheDocument();
    expect(within(closed).getByText('Información Incorrecta')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ticket N° 10' })).not.toBeInTheDocument());

    await user.click(within(await rowOf('El Excel sale vacío')).getByRole('button', { name: 'Ver detalle' }));
    const open = await screen.findByRole('dialog', { name: 'Ticket N° 12' });
    expect(within(open).getByText('Aún no hay respuesta.')).toBeInTheDocument();
    expect(within(open).getByText('Exporto los registros de junio y el archivo no trae filas.')).toBeInTheDocument();
  });

  it('says when there are no tickets', async () => {
    supportApi([]);
    await openSupport();
    expect(await screen.findByText('No tiene tickets registrados.')).toBeInTheDocument();
  });

  it('follows a pushed change: the answer appears without a reload', async () => {
    const api = supportApi([openTicket]);
    await openSupport();
    await rowOf('El Excel sale vacío');
    await waitFor(() => expect(() => fakeRealtime.current()).not.toThrow());
    act(() => fakeRealtime.current().acceptHandshake());

    api.replaceTickets([{ ...openTicket, state: 2, response: 'Listo: el filtro de fechas estaba invertido.' }]);
    act(() =>
      fakeRealtime
        .current()
        .push({ position: '5', topic: 'support.changed', payload: { id: openTicket.id, change: 'SupportTicketClosed' } }),
    );

    expect(await within(await rowOf('El Excel sale vacío')).findByText('Cerrado')).toBeInTheDocument();
    expect(api.callsTo('support/getUserTickets')).toHaveLength(2);
  });
});

describe('support for the super admin', () => {
  it('is the admin tickets list: the SA answers tickets rather than opening them', async () => {
    const api = fakeApi({ 'admin/getSupportTickets': () => ok([]) });
    signInAs('SA');
    const { currentPath } = renderApp('/home/support');

    await waitFor(() => expect(currentPath()).toBe('/admin/tickets'));
    expect(api.callsTo('support/getUserTickets')).toEqual([]);
  });
});

describe('support: new ticket', () => {
  it('needs a type, a title and a description before Enviar is enabled', async () => {
    const api = supportApi([]);
    const { user } = await openSupport();
    const send = screen.getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();

    await user.click(screen.getByRole('textbox', { name: /^Título/ }));
    await user.click(screen.getByRole('textbox', { name: /^Descripción/ }));
    await user.tab();
    expect(await screen.findByText('Ingrese el título.')).toBeInTheDocument();
    expect(screen.getByText('Ingrese la descripción.')).toBeInTheDocument();

    await fillTicket(user, { issue: 'No carga el tablero', description: 'Desde las 9:00 el tablero queda en blanco.' });
    expect(send).toBeDisabled();
    await fillTicket(user, { type: 'Módulo No Carga' });
    await waitFor(() => expect(send).toBeEnabled());
    expect(api.callsTo('support/createTicket')).toEqual([]);
  });

  it("opens the ticket: 'Creado!' with the server's message, the list updates in place and the form empties", async () => {
    const api = supportApi([closedTicket]);
    const { user } = await openSupport();
    await rowOf('Patente mal escrita');

    await fillTicket(user, {
      type: 'Módulo No Carga',
      issue: 'No carga el tablero',
      description: 'Desde las 9:00 el tablero queda en blanco.',
    });
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Enviar' }));

    expect(within(await screen.findByRole('dialog', { name: 'Creado!' })).getByText('Ticket N° 13 creado!')).toBeInTheDocument();
    expect(api.callsTo('support/createTicket')[0]?.body).toEqual({
      organizationId: expect.any(String),
      ticket: { type: 'MN', issue: 'No carga el tablero', description: 'Desde las 9:00 el tablero queda en blanco.' },
    });
    expect(within(await rowOf('No carga el tablero')).getByText('Creado')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });

  it('sends the same Idempotency-Key when the same ticket is sent again after a failure, a new one for the next ticket', async () => {
    let attempts = 0;
    supportApi([], {
      'support/createTicket': () =>
        ++attempts === 1
          ? 'network-failure'
          : ok({ status: true, msg: 'Ticket N° 13 creado!', ticket: { ...openTicket, ticketNumber: 13 } }),
    });
    const { user } = await openSupport();

    await fillTicket(user, { type: 'Otro', issue: 'Consulta', description: 'Una duda sobre la facturación.' });
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Enviar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Error!' })).getByRole('button', { name: 'OK' }));
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Enviar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Creado!' })).getByRole('button', { name: 'OK' }));
    // The closing dialog stays in the page while it fades out: a later 'Creado!' must not be confused with it.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Creado!' })).not.toBeInTheDocument());
    await fillTicket(user, { type: 'Otro', issue: 'Otra consulta', description: 'Otra duda.' });
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('dialog', { name: 'Creado!' });
    await waitFor(() => expect(idempotencyKeysOf('support/createTicket')).toHaveLength(3));

    const [first, retry, next] = idempotencyKeysOf('support/createTicket');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(next).toMatch(/^[0-9a-f-]{36}$/);
    expect(next).not.toBe(first);
  });

  it("shows 'Error!' with the server's message when the ticket is refused", async () => {
    supportApi([], { 'support/createTicket': () => refused(403, 'No tiene permiso para esta acción.') });
    const { user } = await openSupport();

    await fillTicket(user, { type: 'Otro', issue: 'Consulta', description: 'Una duda.' });
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Enviar' }));

    expect(
      within(await screen.findByRole('dialog', { name: 'Error!' })).getByText('No tiene permiso para esta acción.'),
    ).toBeInTheDocument();
  });
});
