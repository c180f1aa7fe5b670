import { act, render, screen, waitFor } from '@testing-library/react';
import type { TicketHistoryEntry } from '@lavado/shared/wash/ticket-history.schemas';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { fakeApi, ok } from '../../testing/fakeApi';
import { createQueryClient } from '../query/queryClient';
import { deliverFeedMessage } from '../realtime/feedSubscriptions';
import { TicketHistoryTimeline } from './TicketHistoryTimeline';

const ticketId = '9f1c2a7e-5b3d-4c8e-a1f0-6d2b7c9e4a31';

const created: TicketHistoryEntry = {
  revision: 0,
  type: 'TicketCreated',
  label: 'Servicio creado',
  at: '2025-06-02T12:05:09.000Z',
  actor: { id: 'a1', name: 'Carla Rojas', role: 'AD' },
  details: 'KJTR52 · Full · entrega 2/6/25 18:00',
};
const started: TicketHistoryEntry = {
  revision: 1,
  type: 'TicketStarted',
  label: 'Servicio iniciado',
  at: '2025-06-02T13:30:00.000Z',
  actor: { id: 'e1', name: 'Ana Soto', role: 'EM' },
  details: 'Responsable: Ana Soto (N° 4)',
};

function renderTimeline() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <TicketHistoryTimeline id={ticketId} />
    </AppProviders>,
  );
}

describe('TicketHistoryTimeline', () => {
  it("tells each event of the ticket: what, who (with the role), when on Chile's clock, details", async () => {
    const api = fakeApi({ 'wash/getTicketHistory': () => ok([created, started]) });
    renderTimeline();

    expect(await screen.findByText('Servicio creado')).toBeInTheDocument();
    expect(screen.getByText('Carla Rojas · Administrador')).toBeInTheDocument();
    // 12:05:09 UTC is 8:05:09 in Santiago in June.
    expect(screen.getByText((text) => text.includes('8:05:09'))).toBeInTheDocument();
    expect(screen.getByText('KJTR52 · Full · entrega 2/6/25 18:00')).toBeInTheDocument();
    expect(screen.getByText('Servicio iniciado')).toBeInTheDocument();
    expect(screen.getByText('Ana Soto · Empleado')).toBeInTheDocument();
    expect(api.callsTo('wash/getTicketHistory').map((call) => call.body)).toEqual([{ id: ticketId }]);
  });

  it('adds the entry of a change pushed for this ticket, and ignores other tickets', async () => {
    let history = [created];
    const api = fakeApi({ 'wash/getTicketHistory': () => ok(history) });
    renderTimeline();
    await screen.findByText('Servicio creado');

    const card = (id: string): Ticket => ({
      id,
      status: 2,
      vehicle: { ppu: 'KJTR52', type: 'SED', ownerName: 'Juan Pérez', model: 'Rio', color: 'Azul', brand: 'Kia' },
      serviceType: 'FL',
      arrivalDate: '2025-06-02 08:05',
      endDate: '2025-06-02',
      endTime: '18:00',
      createdAt: '2025-06-02T12:05:09.000Z',
      driver: 'Pedro',
      observations: '',
      clientId: null,
      idResponsible: null,
      employee: null,
      responsibleName: null,
      statusSince: '2025-06-02T12:05:09.000Z',
      finishedAt: null,
      clientPhone: null,
      stateChanges: [],
      customerNotifications: [],
    });
    act(() =>
      deliverFeedMessage({
        position: '1',
        topic: 'ticket.changed',
        payload: { change: 'TicketStarted', ticket: card(crypto.randomUUID()) },
      }),
    );
    history = [created, started];
    act(() => deliverFeedMessage({ position: '2', topic: 'ticket.changed', payload: { change: 'TicketStarted', ticket: card(ticketId) } }));

    expect(await screen.findByText('Servicio iniciado')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('wash/getTicketHistory')).toHaveLength(2));
  });

  it('adds the entry of a payment pushed for this ticket, and ignores the money of other tickets', async () => {
    let history = [created];
    const api = fakeApi({ 'wash/getTicketHistory': () => ok(history) });
    renderTimeline();
    await screen.findByText('Servicio creado');

    const paid: TicketHistoryEntry = {
      revision: 1,
      type: 'TicketPaymentRecorded',
      label: 'Pago registrado',
      at: '2025-06-02T14:00:00.000Z',
      actor: { id: 'a1', name: 'Carla Rojas', role: 'AD' },
      details: '$12.990 · Efectivo · Boleta 77 · Caja del 2025-06-02',
    };
    const pushed = (ticketIds: string[]) => ({ ticketIds, days: ['2025-06-02'] });
    act(() => deliverFeedMessage({ position: '1', topic: 'money.changed', payload: pushed([crypto.randomUUID()]) }));
    history = [created, paid];
    act(() => deliverFeedMessage({ position: '2', topic: 'money.changed', payload: pushed([ticketId]) }));

    expect(await screen.findByText('Pago registrado')).toBeInTheDocument();
    expect(api.callsTo('wash/getTicketHistory')).toHaveLength(2);
  });
});
