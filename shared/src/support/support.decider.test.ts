import { describe, expect, it } from 'vitest';
import { given } from '../../../tests/support/given';
import { supportMessages, supportNumberDecider, supportTicketDecider, type SupportTicketCommand } from './support.decider';
import type { SupportEvent, SupportNumberEvent, SupportTicketOpenedData } from './support.events';
import type { SupportTicketStatus } from './support.schemas';

const now = new Date('2026-11-21T13:00:00.000Z');
const ticketId = '0b8f6f0e-77c1-4c09-8a0f-0f7d6f2b9b10';
const organizationId = '6f1c1a52-5f0e-4a43-9a43-3d2b1f9c0a11';
const ticket: Omit<SupportTicketOpenedData, 'openedAt'> = {
  ticketId,
  ticketNumber: 7,
  organizationId,
  authorId: '2d3c4b5a-6978-4a1b-8c2d-3e4f5a6b7c8d',
  type: 'EX',
  issue: 'No puedo exportar',
  description: 'El botón de Excel no responde.',
};
const ref = { ticketId, ticketNumber: 7, organizationId };

const opened: SupportEvent = { type: 'SupportTicketOpened', data: { ...ticket, openedAt: now.toISOString() } };
const started = (response = ''): SupportEvent => ({
  type: 'SupportTicketStarted',
  data: { ...ref, response, startedAt: now.toISOString() },
});
const closed = (response: string): SupportEvent => ({
  type: 'SupportTicketClosed',
  data: { ...ref, response, closedAt: now.toISOString() },
});
const setState = (state: SupportTicketStatus, response = ''): SupportTicketCommand => ({
  type: 'SetSupportTicketState',
  state,
  response,
  now,
});

const refusal = (kind: string, message: string) => expect.objectContaining({ kind, message });

describe('support ticket decider', () => {
  it('opens a ticket once', () => {
    expect(given(supportTicketDecider, []).when({ type: 'OpenSupportTicket', ticket, now })).toEqual([opened]);
    expect(() => given(supportTicketDecider, [opened]).when({ type: 'OpenSupportTicket', ticket, now })).toThrow(
      refusal('conflict', supportMessages.alreadyExists),
    );
  });

  it('starts a created ticket (0 → 1), keeping what the SA wrote', () => {
    expect(given(supportTicketDecider, [opened]).when(setState(1))).toEqual([started()]);
    expect(given(supportTicketDecider, [opened]).when(setState(1, '  Revisando  '))).toEqual([started('Revisando')]);
  });

  it('closes a created or started ticket with its resolution (→ 2)', () => {
    expect(given(supportTicketDecider, [opened]).when(setState(2, 'Corregido'))).toEqual([closed('Corregido')]);
    expect(given(supportTicketDecider, [opened, started()]).when(setState(2, ' Corregido '))).toEqual([closed('Corregido')]);
  });

  it("refuses to close without a resolution: 'Debes ingresar una resolución'", () => {
    for (const response of ['', '   ']) {
      expect(() => given(supportTicketDecider, [opened, started()]).when(setState(2, response))).toThrow(
        refusal('validation', 'Debes ingresar una resolución'),
      );
    }
  });

  it('refuses every move that is not forward', () => {
    const cases: Array<[SupportEvent[], SupportTicketStatus, string]> = [
      [[opened], 0, supportMessages.cannotReopen],
      [[opened, started()], 0, supportMessages.cannotReopen],
      [[opened, started()], 1, supportMessages.alreadyInProgress],
      [[opened, closed('Listo')], 1, supportMessages.alreadyClosed],
      [[opened, started(), closed('Listo')], 1, supportMessages.alreadyClosed],
      [[opened, started(), closed('Listo')], 2, supportMessages.alreadyClosed],
    ];
    for (const [history, state, message] of cases) {
      expect(() => given(supportTicketDecider, history).when(setState(state, 'texto'))).toThrow(refusal('conflict', message));
    }
  });

  it('an unknown ticket is not found', () => {
    for (const state of [0, 1, 2] as const) {
      expect(() => given(supportTicketDecider, []).when(setState(state, 'texto'))).toThrow(refusal('not_found', supportMessages.notFound));
    }
  });
});

describe('support number decider', () => {
  const assigned = (id: string, ticketNumber: number): SupportNumberEvent => ({
    type: 'SupportTicketNumberAssigned',
    data: { ticketId: id, ticketNumber },
  });

  it('hands out 1, then the next number', () => {
    expect(given(supportNumberDecider, []).when({ type: 'AssignSupportTicketNumber', ticketId: 'a' })).toEqual([assigned('a', 1)]);
    expect(
      given(supportNumberDecider, [assigned('a', 1), assigned('b', 2)]).when({ type: 'AssignSupportTicketNumber', ticketId: 'c' }),
    ).toEqual([assigned('c', 3)]);
  });

  it('gives a ticket that already has a number nothing new', () => {
    expect(
      given(supportNumberDecider, [assigned('a', 1), assigned('b', 2)]).when({ type: 'AssignSupportTicketNumber', ticketId: 'a' }),
    ).toEqual([]);
  });
});
