import { screen, waitFor, within } from '@testing-library/dom';
import type { LivePublicTicket, PublicTicket } from '@lavado/shared/wash/public-ticket';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  vehicle: { brand: 'Toyota', model: 'Yaris', color: 'Rojo' },
  serviceType: 'FL',
  serviceName: 'Full',
  status: 1,
  statusLabel: 'Recibido',
  endDate: '2025-06-02',
  endTime: '18:30',
  deliveryAt: '2025-06-02T22:30:00.000Z',
  observations: 'Rayón en la puerta trasera.',
  steps: [received],
  business: { name: 'Lavado Los Andes', phone: 912345678, whatsapp: null, address: '', openingHours: '', logo: null },
  feedbackGiven: false,
  charge: null,
  estimateBasis: { waitMinutes: 20, washMinutes: 40, pauseMinutes: 10, fromHistory: true, queueAhead: 0, washing: 0 },
  packWashesLeft: null,
  checkIn: null,
};
const {
  business: _business,
  feedbackGiven: _feedbackGiven,
  charge: _charge,
  estimateBasis: _estimateBasis,
  packWashesLeft: _packWashesLeft,
  checkIn: _checkIn,
  ...liveTicket
} = ticket;
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
    expect(fact('Entrega comprometida')).toBe('2/6/25 18:30');
    expect(steps()).toEqual(['Recibido, completado2/6/25 8:15', 'En lavado, estado actual2/6/25 8:40', 'Listo para retirar, próximo']);
    expect(currentStep()).toContain('En lavado');
    expect(within(root).getByRole('region', { name: 'Observaciones' })).toHaveTextContent('Rayón en la puerta trasera.');
    // A real ticket never shows the demo sheet, which could contradict it.
    expect(within(root).queryByText('Informacion demo: La informacion de este codigo es solo conceptual!')).not.toBeInTheDocument();
    expect(within(root).queryByRole('table')).not.toBeInTheDocument();
    expect(api.callsTo('code/getPublicTicket')).toEqual([{ path: 'code/getPublicTicket', body: { id: ticket.id }, authorization: null }]);
    expect(document.title).toBe('KJTR52: En lavado · Lavado');
  });

  it("tells the customer what is left on the plate's prepaid packs, and keeps it when a push moves the ticket", async () => {
    fakeApi({ 'code/getPublicTicket': () => ok({ ...ticket, packWashesLeft: 3 }) });
    const sockets = openPage();
    expect(await within(root).findByText('Le quedan 3 lavados')).toBeInTheDocument();
    const socket = await followedSocket(sockets);
    socket.emit('ticket', pushed({ status: 2, statusLabel: 'En lavado', steps: [received, washing] }));
    await waitFor(() => expect(fact('Estado')).toBe('En lavado'));
    expect(within(root).getByText('Le quedan 3 lavados')).toBeInTheDocument();
  });

  it('says nothing of packs for a plate without one, and the singular for the last wash', async () => {
    fakeApi({ 'code/getPublicTicket': () => ok(ticket) });
    openPage();
    expect(await within(root).findByText('Lavado Los Andes')).toBeInTheDocument();
    expect(within(root).queryByText(/Le qued/)).not.toBeInTheDocument();
    root.remove();
    fakeApi({ 'code/getPublicTicket': () => ok({ ...ticket, packWashesLeft: 1 }) });
    openPage();
    expect(await within(root).findByText('Le queda 1 lavado')).toBeInTheDocument();
  });

  it('shows the photos taken at intake with their notes, the line the customer signed under and the signature, and keeps them across a push', async () => {
    const src = (hash: string) => `/api/code/${ticket.id}/photos/${hash.repeat(64)}`;
    const checkIn = {
      photos: [
        { position: 'front' as const, note: '', src: src('a') },
        { position: 'damage' as const, note: 'Rayón puerta izquierda', src: src('b') },
      ],
      signatureSrc: src('c'),
      signatureLine: 'Declaro que estas fotos muestran el estado en que entrego mi vehículo, incluidos los daños existentes anotados.',
      signedAt: '2025-06-02T12:15:00.000Z',
      deleteAfter: '2025-07-02T12:15:00.000Z',
      claimOpen: false,
    };
    fakeApi({ 'code/getPublicTicket': () => ok({ ...ticket, checkIn }) });
    const sockets = openPage();
    const section = await within(root).findByRole('region', { name: 'Fotos de ingreso' });
    expect(within(section).getByRole('img', { name: 'Frente' })).toHaveAttribute('src', src('a'));
    expect(within(section).getByRole('img', { name: 'Daño existente: Rayón puerta izquierda' })).toHaveAttribute('src', src('b'));
    expect(within(section).getByRole('img', { name: 'Su firma' })).toHaveAttribute('src', src('c'));
    expect(section).toHaveTextContent('Declaro que estas fotos muestran el estado en que entrego mi vehículo');
    expect(section).toHaveTextContent('Firmado el 2/6/25 8:15. Las fotos se conservan hasta el 2/7/25 8:15.');
    const socket = await followedSocket(sockets);
    socket.emit('ticket', pushed({ status: 2, statusLabel: 'En lavado', steps: [received, washing] }));
    await waitFor(() => expect(fact('Estado')).toBe('En lavado'));
    expect(within(root).getByRole('region', { name: 'Fotos de ingreso' })).toBeInTheDocument();
  });

  it('shows no check-in section for a ticket without one', async () => {
    fakeApi({ 'code/getPublicTicket': () => ok(ticket) });
    openPage();
    expect(await within(root).findByText('Lavado Los Andes')).toBeInTheDocument();
    expect(within(root).queryByRole('region', { name: 'Fotos de ingreso' })).not.toBeInTheDocument();
  });

  it('says when there are no observations, and offers no call without a phone', async () => {
    fakeApi({ 'code/getPublicTicket': () => ok({ ...ticket, observations: '  ', business: { ...ticket.business, phone: null } }) });
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
    // With the time of the last change it shows (issue 19: every live screen says it).
    expect(within(root).getByRole('status')).toHaveTextContent(/Reconectando… · Actualizado \d{1,2}:\d{2}:\d{2}/);
    current = { ...ticket, status: 4, statusLabel: 'Listo para retirar', steps: [received, washing, paused, resumed, ready] };
    socket.emit('connect');
    await waitFor(() => expect(fact('Estado')).toBe('Listo para retirar'));
    expect(within(root).getByText('¡Su vehículo está listo para retirar!')).toBeInTheDocument();
    expect(currentStep()).toContain('Listo para retirar');
    expect(steps().at(-1)).toBe('Listo para retirar, estado actual2/6/25 10:10');
    expect(liveRegion()).toHaveTextContent('Estado actualizado: Listo para retirar');
    expect(api.callsTo('code/getPublicTicket')).toHaveLength(2);
  });

  describe('status page', () => {
    afterEach(() => vi.useRealTimers());
    /** The page's clock at `hhmm` in Santiago on 2 June 2025 (UTC-4); only Date is faked, so waiting still works. */
    const clockAt = (hhmm: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(`2025-06-02T${hhmm}:00-04:00`));
    };
    const estimate = () => root.querySelector('.estimate')?.textContent;

    it('shows the car as the customer knows it, the price and what is still to pay, or that it is paid', async () => {
      clockAt('08:20');
      let charge: PublicTicket['charge'] = { price: 15000, toPay: 5000, currency: 'CLP' };
      fakeApi({ 'code/getPublicTicket': () => ok({ ...ticket, charge }) });
      openPage();
      await waitFor(() => expect(fact('Precio')).toBe('$15.000'));
      expect(root.querySelector('.vehicle')).toHaveTextContent('Vehículo: Toyota · Yaris · Rojo');
      expect(fact('Por pagar')).toBe('$5.000');
      root.remove();
      charge = { price: 15000, toPay: 0, currency: 'CLP' };
      openPage();
      await waitFor(() => expect(fact('Por pagar')).toBe('Pagado'));
      root.remove();
      // Not priced yet: no amount is made up.
      charge = null;
      openPage();
      await waitFor(() => expect(fact('Estado')).toBe('Recibido'));
      expect(fact('Precio')).toBeUndefined();
      expect(fact('Por pagar')).toBeUndefined();
    });

    it('revises the estimate as the wash goes, from the history and the queue, and says Atrasado once it slips', async () => {
      clockAt('08:20');
      const basis = { ...ticket.estimateBasis, queueAhead: 2, washing: 1 };
      fakeApi({ 'code/getPublicTicket': () => ok({ ...ticket, estimateBasis: basis }) });
      const socket = await followedSocket(openPage());
      // Received 8:15, two cars ahead on one wash: 80 minutes of queue, then its own 40.
      await waitFor(() => expect(estimate()).toContain('Listo aprox.10:20'));
      expect(estimate()).toContain('Calculado con el tiempo habitual de este servicio en el local. Hay 2 vehículos antes que el suyo.');
      expect(estimate()).not.toContain('Atrasado');

      // Washing since 8:40: 40 typical minutes make it 9:20, whatever the queue was.
      clockAt('08:50');
      socket.emit('ticket', pushed({ status: 2, statusLabel: 'En lavado', steps: [received, washing] }));
      expect(estimate()).toBe('Listo aprox.9:20Calculado con el tiempo habitual de este servicio en el local.');

      // Paused at 9:05 to dry: 25 of 40 washed; 10 minutes of pause, then 15 of wash.
      clockAt('09:05');
      socket.emit(
        'ticket',
        pushed({ status: 3, statusLabel: 'Pausado', steps: [received, washing, { ...paused, reason: { preset: 'drying' } }] }),
      );
      expect(fact('Estado')).toBe('Pausado: Secando');
      expect(estimate()).toContain('Listo aprox.9:30');
      expect(steps()[2]).toBe('PausadoSecando, estado actual9:05');

      // Resumed at 9:30 and still washing at 9:50: past its typical time, so late, and the estimate moves on.
      clockAt('09:50');
      socket.emit('ticket', pushed({ status: 2, statusLabel: 'En lavado', steps: [received, washing, paused, resumed] }));
      expect(estimate()).toContain('Listo aprox.9:50');
      expect(estimate()).toContain('Atrasado');
      expect(root.querySelector('.estimate--late')).not.toBeNull();
    });

    it('says Atrasado once the promised delivery is past, even with time left by the history', async () => {
      clockAt('08:31');
      fakeApi({ 'code/getPublicTicket': () => ok({ ...ticket, endTime: '08:30', deliveryAt: '2025-06-02T12:30:00.000Z' }) });
      openPage();
      await waitFor(() => expect(estimate()).toContain('Atrasado'));
      expect(estimate()).toContain('Listo aprox.9:15');
    });

    it('shows "Listo para retirar" first, big, once the car is ready, with the time it was', async () => {
      clockAt('10:30');
      fakeApi({
        'code/getPublicTicket': () =>
          ok({ ...ticket, status: 4, statusLabel: 'Listo para retirar', steps: [received, washing, paused, resumed, ready] }),
      });
      openPage();
      const banner = await waitFor(() => {
        const found = root.querySelector('.ready-banner');
        expect(found).not.toBeNull();
        return found;
      });
      expect(banner).toHaveTextContent('Listo para retirar');
      // It comes before the plate, so it is the first thing read and seen.
      expect(root.querySelector('.status .ready-banner + .plate')).not.toBeNull();
      expect(estimate()).toBe('Listo desde10:10');
      expect(root.querySelector('.late')).toBeNull();
    });
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

  it("shows the car wash's own card: its logo, a call and a WhatsApp message to its numbers, the address with its map and the hours", async () => {
    const logo = { src: 'data:image/png;base64,iVBORw0KGgo=', width: 120, height: 40 };
    const business = {
      name: 'Lavado Los Andes',
      phone: 223456789,
      whatsapp: 987654321,
      address: 'Av. Los Andes 1234, Santiago',
      openingHours: 'Lun a Vie 9:00–19:00\nSáb 9:00–14:00',
      logo,
    };
    fakeApi({ 'code/getPublicTicket': () => ok({ ...ticket, business }) });
    openPage();
    const call = await within(root).findByRole('link', { name: /Llamar/ });
    expect(call).toHaveAttribute('href', 'tel:+56223456789');
    const whatsapp = within(root).getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/56987654321?text=${encodeURIComponent('¡Hola! Le escribo por mi vehículo patente KJTR52.')}`,
    );
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    const image = root.querySelector('img.brand-logo');
    expect(image).toHaveAttribute('src', logo.src);
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['120', '40']);
    const contact = within(root).getByRole('region', { name: 'Cómo encontrarnos' });
    expect(fact('Dirección')).toContain('Av. Los Andes 1234, Santiago');
    expect(within(contact).getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Av.%20Los%20Andes%201234%2C%20Santiago',
    );
    expect(fact('Horario de atención')).toBe('Lun a Vie 9:00–19:00\nSáb 9:00–14:00');
  });

  it('offers no WhatsApp, map or hours the car wash did not give', async () => {
    fakeApi({ 'code/getPublicTicket': () => ok(ticket) });
    openPage();
    await within(root).findByRole('link', { name: /Llamar/ });
    expect(within(root).queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
    expect(within(root).queryByRole('region', { name: 'Cómo encontrarnos' })).not.toBeInTheDocument();
    expect(root.querySelector('img')).toBeNull();
  });

  describe('after the wash', () => {
    const feedbackRegion = () => within(root).queryByRole('region', { name: '¿Cómo fue su experiencia?' });
    const sentKeys = () =>
      vi
        .mocked(fetch)
        .mock.calls.filter(([input]) => String(input).endsWith('code/sendFeedback'))
        .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

    it('asks for a score and what could be better once the car is ready, not before, and thanks the customer once sent', async () => {
      const api = fakeApi({
        'code/getPublicTicket': () => ok(ticket),
        'code/sendFeedback': () => ok({ status: true, msg: '¡Gracias por su opinión!' }),
      });
      const socket = await followedSocket(openPage());
      expect(feedbackRegion()).toBeNull();

      socket.emit('ticket', pushed({ status: 4, statusLabel: 'Listo para retirar', steps: [received, washing, ready] }));
      const region = feedbackRegion()!;
      expect(region).toBeVisible();
      const scores = within(region).getAllByRole('radio');
      expect(scores.map((score) => (score as HTMLInputElement).value)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
      // Nothing chosen: the page asks for the score and sends nothing.
      within(region).getByRole('button', { name: 'Enviar opinión' }).click();
      expect(within(region).getByRole('alert')).toHaveTextContent('Elija una nota del 0 al 10.');

      within(region).getByLabelText('4').click();
      const comment = within(region).getByLabelText(/¿Qué podemos mejorar\?/) as HTMLTextAreaElement;
      comment.value = 'Quedó sucio el parabrisas.';
      // A push while the customer writes keeps what was chosen and typed.
      socket.emit('ticket', pushed({ status: 4, statusLabel: 'Listo para retirar', steps: [received, washing, ready] }));
      expect((within(region).getByLabelText('4') as HTMLInputElement).checked).toBe(true);
      expect((within(region).getByLabelText(/¿Qué podemos mejorar\?/) as HTMLTextAreaElement).value).toBe('Quedó sucio el parabrisas.');

      within(region).getByRole('button', { name: 'Enviar opinión' }).click();
      expect(await within(region).findByText('¡Gracias por su opinión!')).toBeInTheDocument();
      expect(api.callsTo('code/sendFeedback')).toEqual([
        { path: 'code/sendFeedback', body: { id: ticket.id, score: 4, comment: 'Quedó sucio el parabrisas.' }, authorization: null },
      ]);
      expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    });

    it('thanks instead of asking when the answer was given before', async () => {
      fakeApi({
        'code/getPublicTicket': () =>
          ok({ ...ticket, status: 4, statusLabel: 'Listo para retirar', steps: [received, ready], feedbackGiven: true }),
      });
      openPage();
      expect(await within(root).findByText('¡Gracias por su opinión!')).toBeInTheDocument();
      expect(within(root).queryByRole('radio')).not.toBeInTheDocument();
    });

    it("sends the same answer again with the same Idempotency-Key after a dropped connection, and says the server's refusal", async () => {
      let replies = 0;
      fakeApi({
        'code/getPublicTicket': () => ok({ ...ticket, status: 4, statusLabel: 'Listo para retirar', steps: [received, ready] }),
        'code/sendFeedback': () => {
          replies += 1;
          if (replies === 1) return 'network-failure';
          if (replies === 2) return refused(429, 'Demasiados intentos, espere un momento e intente nuevamente.');
          return refused(409, 'Este servicio ya fue evaluado. ¡Gracias por su opinión!');
        },
      });
      openPage();
      const region = await waitFor(() => {
        const found = feedbackRegion();
        expect(found).toBeVisible();
        return found!;
      });
      within(region).getByLabelText('9').click();
      within(region).getByRole('button', { name: 'Enviar opinión' }).click();
      await waitFor(() => expect(within(region).getByRole('alert')).toHaveTextContent('Servicio no disponible, intente mas tarde'));
      within(region).getByRole('button', { name: 'Enviar opinión' }).click();
      await waitFor(() => expect(within(region).getByRole('alert')).toHaveTextContent('Demasiados intentos'));
      // Answered meanwhile (on another phone, or the first try got through): thanked, not refused.
      within(region).getByRole('button', { name: 'Enviar opinión' }).click();
      expect(await within(region).findByText('¡Gracias por su opinión!')).toBeInTheDocument();
      const keys = sentKeys();
      expect(keys).toHaveLength(3);
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
});
