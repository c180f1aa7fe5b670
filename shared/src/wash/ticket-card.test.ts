import { describe, expect, it } from 'vitest';
import type { TicketEmployee, TicketEvent } from './ticket.events';
import { foldTicketCard } from './ticket-card';
import { ticketStatus } from './ticket.lifecycle';

const ticketId = '0b8f6f0e-77c1-4c09-8a0f-0f7d6f2b9b10';
const ana: TicketEmployee = { userId: '5b1e2d3c-4f5a-4b6c-8d7e-9f0a1b2c3d4e', employeeNumber: 7, firstName: 'Ana', secondName: 'Rojas' };
const created: TicketEvent = {
  type: 'TicketCreated',
  data: {
    ticketId,
    organizationId: '6f1c1a52-5f0e-4a43-9a43-3d2b1f9c0a11',
    clientId: null,
    vehicle: { ppu: 'ABCD12', type: 'SED', brand: 'Toyota', model: 'Yaris', color: 'Rojo', ownerName: 'Juan Pérez' },
    driver: 'Pedro',
    serviceType: 'FL',
    endDate: '2026-11-21',
    endTime: '17:30',
    observations: 'Rayón en la puerta',
    createdAt: '2026-11-21T13:05:00.000Z',
  },
};
const started: TicketEvent = { type: 'TicketStarted', data: { ticketId, employee: ana, startedAt: '2026-11-21T13:10:00.000Z' } };
const paused: TicketEvent = { type: 'TicketPaused', data: { ticketId, employee: ana, pausedAt: '2026-11-21T13:20:00.000Z' } };

describe('foldTicketCard', () => {
  it('shows a new ticket as the board does: pending, nobody in charge, arrival in the organization zone', () => {
    expect(foldTicketCard([created])).toEqual({
      id: ticketId,
      status: ticketStatus.pending,
      vehicle: { ppu: 'ABCD12', type: 'SED', ownerName: 'Juan Pérez', model: 'Yaris', color: 'Rojo', brand: 'Toyota' },
      serviceType: 'FL',
      arrivalDate: '2026-11-21 10:05',
      endDate: '2026-11-21',
      endTime: '17:30',
      createdAt: '2026-11-21T13:05:00.000Z',
      driver: 'Pedro',
      observations: 'Rayón en la puerta',
      clientId: null,
      idResponsible: null,
      employee: null,
      responsibleName: null,
      statusSince: '2026-11-21T13:05:00.000Z',
      finishedAt: null,
      clientPhone: null,
      stateChanges: [{ status: ticketStatus.pending, at: '2026-11-21T13:05:00.000Z' }],
      customerNotifications: [],
    });
  });

  it('keeps the timeline: every state entered and every notice sent to the customer, with their times', () => {
    const told: TicketEvent = {
      type: 'TicketCustomerNotified',
      data: { ticketId, status: ticketStatus.pending, channel: 'whatsapp', phone: 912345678, notifiedAt: '2026-11-21T13:06:00.000Z' },
    };
    const resumed: TicketEvent = { type: 'TicketStarted', data: { ticketId, employee: ana, startedAt: '2026-11-21T13:30:00.000Z' } };
    expect(foldTicketCard([created, told, started, paused, resumed])).toMatchObject({
      status: ticketStatus.inProgress,
      stateChanges: [
        { status: ticketStatus.pending, at: '2026-11-21T13:05:00.000Z' },
        { status: ticketStatus.inProgress, at: '2026-11-21T13:10:00.000Z' },
        { status: ticketStatus.paused, at: '2026-11-21T13:20:00.000Z' },
        { status: ticketStatus.inProgress, at: '2026-11-21T13:30:00.000Z' },
      ],
      customerNotifications: [{ status: ticketStatus.pending, at: '2026-11-21T13:06:00.000Z' }],
      // The client's phone is not in the events: a card of the past offers no notice.
      clientPhone: null,
    });
  });

  it('shows the state and the responsible the events leave', () => {
    expect(foldTicketCard([created, started, paused])).toMatchObject({
      status: ticketStatus.paused,
      idResponsible: ana.userId,
      employee: { firstName: 'Ana', secondName: 'Rojas', employeeNumber: 7 },
      responsibleName: 'Ana Rojas',
      statusSince: '2026-11-21T13:20:00.000Z',
      finishedAt: null,
    });
  });

  it('has no card for a ticket whose creation it did not see', () => {
    expect(foldTicketCard([])).toBeNull();
    expect(foldTicketCard([started, paused])).toBeNull();
  });
});
