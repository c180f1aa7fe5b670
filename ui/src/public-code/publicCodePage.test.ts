import { screen, waitFor, within } from '@testing-library/dom';
import type { PublicTicket } from '@lavado/shared/wash/public-ticket';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, refused } from '../testing/fakeApi';
import type { PublicSocket } from './liveTicket';
import { startPublicCodePage } from './publicCodePage';

const ticket: PublicTicket = {
  id: '3b9a4c1e-7d2f-4e8a-b6c5-1f0e9d8c7b6a',
  ppu: 'KJTR52',
  serviceType: 'FL',
  serviceName: 'Full',
  status: 1,
  statusLabel: 'Pendiente',
  endDate: '2025-06-02',
  endTime: '18:30',
};

/** The gateway's public namespace as the test drives it. */
class FakePublicSocket implements PublicSocket {
  active = true;
  private readonly listeners = new Map<string, (value?: unknown) => void>();
  on(event: string, listener: (value: never) => void) {
    this.listeners.set(event, listener as (value?: unknown) => void);
    return this;
  }
  connect() {
    return this;
  }
  emit(event: string, value?: unknown) {
    this.listeners.get(event)?.(value);
  }
}

let root: HTMLElement;
afterEach(() => root.remove());

function openPage(id = ticket.id) {
  root = document.createElement('main');
  document.body.append(root);
  const sockets: { ticketId: string; socket: FakePublicSocket }[] = [];
  startPublicCodePage(root, `/code/${id}`, (ticketId) => {
    const socket = new FakePublicSocket();
    sockets.push({ ticketId, socket });
    return socket;
  });
  return sockets;
}

/** The value beside `label` in the ticket's status list. */
function fact(label: string): string | null | undefined {
  const term = [...root.querySelectorAll('dt')].find((candidate) => candidate.textContent === label);
  return term?.nextElementSibling?.textContent;
}

describe('public code page', () => {
  it("shows the ticket's plate, service, state and delivery, the demo notice and the read-only sample sheet", async () => {
    const api = fakeApi({ 'code/getPublicTicket': () => ok(ticket) });
    openPage();

    expect(await within(root).findByText('KJTR52')).toBeInTheDocument();
    expect(fact('Servicio')).toBe('Full');
    expect(fact('Estado')).toBe('Pendiente');
    expect(fact('Entrega')).toBe('2/6/25 18:30');
    expect(within(root).getByRole('note')).toHaveTextContent('Informacion demo: La informacion de este codigo es solo conceptual!');
    const rows = within(root)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows.slice(1)).toEqual([
      ['Lavado Motor', 'Realizado'],
      ['Lavado Exterior', 'Realizado'],
      ['Lavado Tapiz', 'C/Obs.'],
      ['Encerado Carroceria', 'Realizado'],
    ]);
    expect(within(root).getByLabelText('Observaciones')).toHaveAttribute('readonly');
    expect(api.callsTo('code/getPublicTicket')).toEqual([{ path: 'code/getPublicTicket', body: { id: ticket.id }, authorization: null }]);
  });

  it('follows the ticket live, and reads it again after a lost connection', async () => {
    let current = ticket;
    const api = fakeApi({ 'code/getPublicTicket': () => ok(current) });
    const sockets = openPage();
    await waitFor(() => expect(sockets).toHaveLength(1));
    const [{ ticketId, socket }] = sockets as [{ ticketId: string; socket: FakePublicSocket }];
    expect(ticketId).toBe(ticket.id);

    socket.emit('connect');
    expect(within(root).getByRole('status')).toHaveTextContent('En vivo');
    socket.emit('ticket', { ...ticket, status: 2, statusLabel: 'En Curso' });
    expect(fact('Estado')).toBe('En Curso');

    socket.emit('disconnect');
    expect(within(root).getByRole('status')).toHaveTextContent('Reconectando…');
    current = { ...ticket, status: 4, statusLabel: 'Finalizado' };
    socket.emit('connect');
    await waitFor(() => expect(fact('Estado')).toBe('Finalizado'));
    expect(api.callsTo('code/getPublicTicket')).toHaveLength(2);
  });

  it('says when the code names no ticket, and does not follow it', async () => {
    fakeApi({ 'code/getPublicTicket': () => refused(404, 'El código no corresponde a un servicio.') });
    const sockets = openPage();
    expect(await within(root).findByText('El código no corresponde a un servicio.')).toBeInTheDocument();
    // Give the page the turn in which it would have started following the ticket.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sockets).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
