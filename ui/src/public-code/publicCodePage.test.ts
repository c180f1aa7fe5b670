import { screen, waitFor, within } from '@testing-library/dom';
import type { LivePublicTicket, PublicTicket } from '@lavado/shared/wash/public-ticket';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, refused } from '../testing/fakeApi';
import type { PublicSocket } from './liveTicket';
import { startPublicCodePage } from './publicCodePage';

// Santiago is UTC-4 in June: 12:15Z is 8:15 there.
const received = { status: 1, at: '2025-06-02T12:15:00.000Z' };
const washing = { status: 2, at: '2025-06-02T12:40:00.000Z' };
const paused = { status: 3, at: '2025-06-02T13:05:00.000Z' };
const resumed = { status: 2, at: '2025-06-02T13:30:00.000Z' };
const ready = { status: 4, at: '2025-06-02T14:10:00.000Z' };

const ticket: PublicTicket = {
  id: '3b9a4c1e-7d2f-4e8a-b6c5-1f0e9d8c7b6a',
  ppu: 'KJTR52',
  serviceType: 'FL',
  serviceName: 'Full',
  status: 1,
  statusLabel: 'Recibido',
  endDate: '2025-06-02',
  endTime: '18:30',
  observations: 'Rayón en la puerta trasera.',
  steps: [received],
  business: { name: 'Lavado Los Andes', phone: 912345678 },
};
const { business: _business, ...liveTicket } = ticket;
const pushed = (changes: Partial<LivePublicTicket>): LivePublicTicket => ({ ...liveTicket, ...changes });

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

async function followedSocket(sockets: { ticketId: string; socket: FakePublicSocket }[]) {
  await waitFor(() => expect(sockets).toHaveLength(1));
  const [{ ticketId, socket }] = sockets as [{ ticketId: string; socket: FakePublicSocket }];
  expect(ticketId).toBe(ticket.id);
  socket.emit('connect');
  return socket;
}

/** The value beside `label` in the ticket's facts. */
function fact(label: string): string | null | undefined {
  const term = [...root.querySelectorAll('dt')].find((candidate) => candidate.textContent === label);
  return term?.nextElementSibling?.textContent;
}

/** The timeline as the customer reads it: each step's label, its state for screen readers, and its time. */
function steps(): string[] {
  const list = within(root).getByRole('list', { name: 'Etapas del servicio' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}
const currentStep = () => root.querySelector('[aria-current="step"]')?.textContent;
const liveRegion = () => root.querySelector('[aria-live="polite"]');

describe('public code page', () => {
  it("shows the car wash to call, the plate, service, state, delivery, the steps so far and the ticket's observations", async () => {
    const api = fakeApi({
      'code/getPublicTicket': () => ok({ ...ticket, steps: [received, washing], status: 2, statusLabel: 'En lavado' }),
    });
    openPage();

    expect(await within(root).findByText('Lavado Los Andes')).toBeInTheDocument();
    expect(within(root).getByRole('link', { name: /Llamar/ })).toHaveAttribute('href', 'tel:+56912345678');
    expect(within(root).getByRole('link', { name: /Llamar/ })).toHaveTextContent('+56 912345678');
    expect(root.querySelector('.plate')).toHaveTextContent('Patente KJTR52');
    expect(fact('Estado')).toBe('En lavado');
    expect(fact('Servicio')).toBe('Full');
    expect(fact('Entrega estimada')).toBe('2/6/25 18:30');
    expect(steps()).toEqual(['Recibido, completado2/6/25 8:15', 'En lavado, estado actual2/6/25 8:40', 'Listo para retirar, próximo']);
    expect(currentStep()).toContain('En lavado');
    expect(within(root).getByRole('region', { name: 'Observaciones' })).toHaveTextContent('Rayón en la puerta trasera.');
    // A real ticket never shows the demo sheet, which could contradict it.
    expect(within(root).queryByText('Informacion demo: La informacion de este codigo es solo conceptual!')).not.toBeInTheDocument();
    expect(within(root).queryByRole('table')).not.toBeInTheDocument();
    expect(api.callsTo('code/getPublicTicket')).toEqual([{ path: 'code/getPublicTicket', body: { id: ticket.id }, authorization: null }]);
    expect(document.title).toBe('KJTR52: En lavado · Lavado');
  });

  it('says when there are no observations, and offers no call without a phone', async () => {
    fakeApi({ 'code/getPublicTicket': () => ok({ ...ticket, observations: '  ', business: { name: 'Lavado Los Andes', phone: null } }) });
    openPage();
    expect(await within(root).findByText('Sin observaciones.')).toBeInTheDocument();
    expect(within(root).getByText('Lavado Los Andes')).toBeInTheDocument();
    expect(within(root).queryByRole('link')).not.toBeInTheDocument();
  });

  it('follows the ticket through its whole life live, announcing each new state, and reads it again after a lost connection', async () => {
    let current = ticket;
    const api = fakeApi({ 'code/getPublicTicket': () => ok(current) });
    const socket = await followedSocket(openPage());
    expect(within(root).getByRole('status')).toHaveTextContent('En vivo');
    expect(steps()).toEqual(['Recibido, estado actual2/6/25 8:15', 'En lavado, próximo', 'Listo para retirar, próximo']);
    expect(liveRegion()).toHaveTextContent('');

    socket.emit('ticket', pushed({ status: 2, statusLabel: 'En lavado', steps: [received, washing] }));
    expect(fact('Estado')).toBe('En lavado');
    expect(liveRegion()).toHaveTextContent('Estado actualizado: En lavado');
    // The car wash comes from the first read; pushes carry only the ticket.
    expect(within(root).getByText('Lavado Los Andes')).toBeInTheDocument();

    socket.emit('ticket', pushed({ status: 3, statusLabel: 'Pausado', steps: [received, washing, paused] }));
    expect(steps()).toEqual([
      'Recibido, completado2/6/25 8:15',
      'En lavado, completado2/6/25 8:40',
      'Pausado, estado actual2/6/25 9:05',
      'En lavado, próximo',
      'Listo para retirar, próximo',
    ]);
    expect(liveRegion()).toHaveTextContent('Estado actualizado: Pausado');

    socket.emit('ticket', pushed({ status: 2, statusLabel: 'En lavado', steps: [received, washing, paused, resumed] }));
    expect(steps()).toEqual([
      'Recibido, completado2/6/25 8:15',
      'En lavado, completado2/6/25 8:40',
      'Pausado, completado2/6/25 9:05',
      'En lavadoReanudado, estado actual2/6/25 9:30',
      'Listo para retirar, próximo',
    ]);

    socket.emit('disconnect');
    expect(within(root).getByRole('status')).toHaveTextContent('Reconectando…');
    current = { ...ticket, status: 4, statusLabel: 'Listo para retirar', steps: [received, washing, paused, resumed, ready] };
    socket.emit('connect');
    await waitFor(() => expect(fact('Estado')).toBe('Listo para retirar'));
    expect(within(root).getByText('¡Su vehículo está listo para retirar!')).toBeInTheDocument();
    expect(currentStep()).toContain('Listo para retirar');
    expect(steps().at(-1)).toBe('Listo para retirar, estado actual2/6/25 10:10');
    expect(liveRegion()).toHaveTextContent('Estado actualizado: Listo para retirar');
    expect(api.callsTo('code/getPublicTicket')).toHaveLength(2);
  });

  it('keeps the focus on the call link while the page updates', async () => {
    fakeApi({ 'code/getPublicTicket': () => ok(ticket) });
    const socket = await followedSocket(openPage());
    within(root)
      .getByRole('link', { name: /Llamar/ })
      .focus();
    socket.emit('ticket', pushed({ status: 2, statusLabel: 'En lavado', steps: [received, washing] }));
    expect(document.activeElement).toBe(within(root).getByRole('link', { name: /Llamar/ }));
  });

  it('shows the demo sheet, with its notice, only for a well-formed code that names no ticket, and does not follow it', async () => {
    fakeApi({ 'code/getPublicTicket': () => refused(404, 'El código no corresponde a un servicio.') });
    const sockets = openPage('0f0e0d0c-0b0a-4908-8706-050403020100');
    expect(await within(root).findByText('El código no corresponde a un servicio.')).toBeInTheDocument();
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
    // Give the page the turn in which it would have started following the ticket.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sockets).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says a malformed code is not valid, without asking the server or showing the demo sheet', async () => {
    const api = fakeApi({});
    const sockets = openPage('no-es-un-codigo%E0%A4%A');
    expect(
      await within(root).findByText('El código no es válido. Revise el enlace o escanee nuevamente el código QR.'),
    ).toBeInTheDocument();
    expect(within(root).queryByRole('note')).not.toBeInTheDocument();
    expect(within(root).queryByRole('table')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls).toEqual([]);
    expect(sockets).toHaveLength(0);
  });
});
