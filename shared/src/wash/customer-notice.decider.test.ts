import { describe, expect, it } from 'vitest';
import { given } from '../../../tests/support/given';
import { customerNoticeDecider, customerNoticeMessages, type CustomerNoticeCommand } from './customer-notice.decider';
import { ticketMessages } from './ticket.decider';
import type { TicketEmployee, TicketEvent } from './ticket.events';

const ticketId = '0b8f6f0e-77c1-4c09-8a0f-0f7d6f2b9b10';
const organizationId = '6f1c1a52-5f0e-4a43-9a43-3d2b1f9c0a11';
const otherOrganizationId = '9d0a7d8e-1b2c-4d3e-8f4a-5b6c7d8e9f01';
const at = (minute: number) => `2026-11-21T13:${String(minute).padStart(2, '0')}:00.000Z`;
const ana: TicketEmployee = { userId: 'u-ana', employeeNumber: 1, firstName: 'Ana', secondName: 'Rojas' };

const created: TicketEvent = {
  type: 'TicketCreated',
  data: {
    ticketId,
    organizationId,
    clientId: 'c1f5a0de-3b7e-4a8e-9f6d-2c1b0a9e8d7c',
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
const notified = (status: 1 | 2 | 3 | 4, minute: number): TicketEvent => ({
  type: 'TicketCustomerNotified',
  data: { ticketId, status, channel: 'whatsapp', phone: 912345678, notifiedAt: at(minute) },
});

const notify = (minute: number, overrides: Partial<CustomerNoticeCommand> = {}): CustomerNoticeCommand => ({
  type: 'NotifyCustomer',
  organizationId,
  phone: 912345678,
  now: new Date(at(minute)),
  ...overrides,
});

const refusal = (kind: string, message: string) => expect.objectContaining({ kind, message });

describe('customer notice decider', () => {
  it("records the notice with the state the customer was told about, the client's phone and the time", () => {
    expect(given(customerNoticeDecider, [created]).when(notify(1))).toEqual([notified(1, 1)]);
    expect(given(customerNoticeDecider, [created, started, finished]).when(notify(21))).toEqual([notified(4, 21)]);
  });

  it('records "Avisar" tapped offline at its tap time, clamped to no earlier than the state it announces and never in the future', () => {
    const claimed = (minute: number) => ({ claimed: { at: new Date(at(minute)), maxAgeMs: 120 * 60_000 } });
    expect(given(customerNoticeDecider, [created, started, finished]).when(notify(40, claimed(25)))).toEqual([notified(4, 25)]);
    expect(given(customerNoticeDecider, [created, started, finished]).when(notify(40, claimed(15)))).toEqual([notified(4, 20)]);
    expect(given(customerNoticeDecider, [created, started, finished]).when(notify(40, claimed(50)))).toEqual([notified(4, 40)]);
  });

  it('tells the customer each state once', () => {
    expect(() => given(customerNoticeDecider, [created, notified(1, 1)]).when(notify(2))).toThrow(
      refusal('conflict', customerNoticeMessages.alreadyNotified),
    );
    // A new state may be announced again, and a state announced before is not announced twice.
    expect(given(customerNoticeDecider, [created, notified(1, 1), started]).when(notify(6))).toEqual([notified(2, 6)]);
    expect(given(customerNoticeDecider, [created, started, notified(2, 6), paused]).when(notify(11))).toEqual([notified(3, 11)]);
    expect(() => given(customerNoticeDecider, [created, started, notified(2, 6), paused, started]).when(notify(12))).toThrow(
      refusal('conflict', customerNoticeMessages.alreadyNotified),
    );
  });

  it('is refused when the ticket has no client with a phone', () => {
    expect(() => given(customerNoticeDecider, [created]).when(notify(1, { phone: null }))).toThrow(
      refusal('conflict', customerNoticeMessages.noPhone),
    );
  });

  it('is refused when the client withdrew consent to service messages, or is blocked, and allowed when neither', () => {
    expect(() => given(customerNoticeDecider, [created]).when(notify(1, { clientRefuses: 'withdrawn' }))).toThrow(
      refusal('conflict', customerNoticeMessages.consentWithdrawn),
    );
    expect(() => given(customerNoticeDecider, [created]).when(notify(1, { clientRefuses: 'blocked', phone: null }))).toThrow(
      refusal('conflict', customerNoticeMessages.clientBlocked),
    );
    expect(given(customerNoticeDecider, [created]).when(notify(1))).toHaveLength(1);
  });

  it("answers another organization's ticket, or none, as nonexistent", () => {
    expect(() => given(customerNoticeDecider, [created]).when(notify(1, { organizationId: otherOrganizationId }))).toThrow(
      refusal('not_found', ticketMessages.notFound),
    );
    expect(() => given(customerNoticeDecider, []).when(notify(1))).toThrow(refusal('not_found', ticketMessages.notFound));
  });

  it('leaves the board state as the ticket decider folds it', () => {
    const state = [created, notified(1, 1), started].reduce(customerNoticeDecider.evolve, customerNoticeDecider.initialState);
    expect(state.ticket).toMatchObject({ status: 2, ticketId, organizationId });
    expect(state.notifiedStatuses).toEqual([1]);
  });
});
