import { describe, expect, it } from 'vitest';
import { given } from '../../../tests/support/given';
import { ticketFeedbackDecider, type TicketFeedbackCommand } from './ticket-feedback.decider';
import type { TicketEmployee, TicketEvent } from './ticket.events';

const ticketId = '0b8f6f0e-77c1-4c09-8a0f-0f7d6f2b9b10';
const organizationId = '6f1c1a52-5f0e-4a43-9a43-3d2b1f9c0a11';
const at = (minute: number) => `2026-11-21T13:${String(minute).padStart(2, '0')}:00.000Z`;
const ana: TicketEmployee = { userId: 'u-ana', employeeNumber: 1, firstName: 'Ana', secondName: 'Rojas' };

const created: TicketEvent = {
  type: 'TicketCreated',
  data: {
    ticketId,
    organizationId,
    clientId: null,
    vehicle: { ppu: 'ABCD12', type: 'SED', brand: 'Toyota', model: 'Yaris', color: 'Rojo', ownerName: 'Juan Pérez' },
    driver: 'Pedro',
    serviceType: 'FL',
    endDate: '2026-11-21',
    endTime: '17:30',
    observations: '',
    createdAt: at(0),
  },
};
const started: TicketEvent = { type: 'TicketStarted', data: { ticketId, employee: ana, startedAt: at(5) } };
const paused: TicketEvent = { type: 'TicketPaused', data: { ticketId, employee: ana, pausedAt: at(10) } };
const finished: TicketEvent = { type: 'TicketFinished', data: { ticketId, employee: ana, finishedAt: at(20) } };
const voided: TicketEvent = { type: 'TicketVoided', data: { ticketId, reason: 'Error', voidedAt: at(25) } };
const notified: TicketEvent = {
  type: 'TicketCustomerNotified',
  data: { ticketId, status: 4, channel: 'whatsapp', phone: 912345678, notifiedAt: at(21) },
};

const answer = (score: number, comment = '', minute = 30): TicketFeedbackCommand => ({
  type: 'GiveFeedback',
  score,
  comment,
  now: new Date(at(minute)),
});
const given_ = (score: number, comment: string, minute: number): TicketEvent => ({
  type: 'TicketFeedbackGiven',
  data: { ticketId, organizationId, score, comment, givenAt: at(minute) },
});

describe('ticket feedback decider', () => {
  it("records a finished ticket's answer with the ticket's organization, whatever came after the finish", () => {
    expect(given(ticketFeedbackDecider, [created, started, finished]).when(answer(4, 'Quedó sucio el parabrisas.'))).toEqual([
      given_(4, 'Quedó sucio el parabrisas.', 30),
    ]);
    expect(given(ticketFeedbackDecider, [created, started, finished, notified]).when(answer(10))).toEqual([given_(10, '', 30)]);
  });

  it('refuses a second answer, whatever it says', () => {
    const answered = [created, started, finished, given_(9, '', 30)];
    for (const second of [answer(9), answer(2, 'Cambié de opinión', 40)])
      expect(() => given(ticketFeedbackDecider, answered).when(second)).toThrow(
        expect.objectContaining({ kind: 'conflict', message: 'Este servicio ya fue evaluado. ¡Gracias por su opinión!' }),
      );
  });

  it('refuses an answer before the ticket is ready to collect, and for an annulled one', () => {
    for (const history of [
      [created],
      [created, started],
      [created, started, paused],
      [created, voided],
      [created, started, finished, voided],
    ])
      expect(() => given(ticketFeedbackDecider, history).when(answer(8))).toThrow(
        expect.objectContaining({ kind: 'conflict', message: 'Podrá evaluar el servicio cuando su vehículo esté listo para retirar.' }),
      );
  });

  it('answers a code that names no ticket as the page does', () => {
    expect(() => given(ticketFeedbackDecider, []).when(answer(8))).toThrow(
      expect.objectContaining({ kind: 'not_found', message: 'El código no corresponde a un servicio.' }),
    );
  });
});
