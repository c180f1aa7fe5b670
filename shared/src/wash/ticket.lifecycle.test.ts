import { describe, expect, it } from 'vitest';
import { ticketStatusMessages } from '../messages/tickets';
import type { TicketEmployee, TicketEvent } from './ticket.events';
import {
  evolveTicket,
  foldTicketLife,
  isOnBoard,
  isOpenTicket,
  isTicketStatus,
  openTicketSql,
  ticketActionAllowed,
  ticketStatus,
  ticketStatusLabel,
  ticketTransitions,
  type TicketAction,
  type TicketStatus,
} from './ticket.lifecycle';

const ticketId = '0b8f6f0e-77c1-4c09-8a0f-0f7d6f2b9b10';
const organizationId = '6f1c1a52-5f0e-4a43-9a43-3d2b1f9c0a11';
const ana: TicketEmployee = { userId: 'u-ana', employeeNumber: 1, firstName: 'Ana', secondName: 'Rojas' };
const luis: TicketEmployee = { userId: 'u-luis', employeeNumber: null, firstName: 'Luis', secondName: 'Soto' };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 13, minute)).toISOString();

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
const started = (employee: TicketEmployee, minute: number): TicketEvent => ({
  type: 'TicketStarted',
  data: { ticketId, employee, startedAt: at(minute) },
});
const paused = (employee: TicketEmployee, minute: number): TicketEvent => ({
  type: 'TicketPaused',
  data: { ticketId, employee, pausedAt: at(minute) },
});
const finished = (employee: TicketEmployee, minute: number): TicketEvent => ({
  type: 'TicketFinished',
  data: { ticketId, employee, finishedAt: at(minute) },
});

const allStatuses = Object.values(ticketStatus);

describe('ticket states', () => {
  it('keep the wire numbers every client and read model knows: 1 Pendiente, 2 En Curso, 3 Pausado, 4 Finalizado, 5 Anulado', () => {
    expect(allStatuses.map((status) => [status, ticketStatusLabel(status)])).toEqual([
      [1, 'Pendiente'],
      [2, 'En Curso'],
      [3, 'Pausado'],
      [4, 'Finalizado'],
      [5, 'Anulado'],
    ]);
    expect(ticketStatusLabel(ticketStatus.inProgress)).toBe(ticketStatusMessages.inProgress);
  });

  it('knows its own numbers and nothing else', () => {
    for (const status of allStatuses) expect(isTicketStatus(status)).toBe(true);
    for (const other of [0, 6, -1, 2.5, Number.NaN]) expect(isTicketStatus(other)).toBe(false);
  });

  it('only Finalizado and Anulado are closed, and no action leads out of them', () => {
    expect(allStatuses.filter(isOpenTicket)).toEqual([ticketStatus.pending, ticketStatus.inProgress, ticketStatus.paused]);
    const actions = Object.keys(ticketTransitions) as TicketAction[];
    for (const status of allStatuses) {
      expect({ status, open: actions.some((action) => ticketActionAllowed(action, status)) }).toEqual({
        status,
        open: isOpenTicket(status),
      });
    }
  });

  it('says the open rule in SQL as the partial index wash_records_open does', () => {
    expect(openTicketSql('status')).toBe('status < 4');
  });

  it('allows Iniciar from Pendiente and Pausado, Pausar and Finalizar only from En Curso', () => {
    const allowedFrom = (action: TicketAction) => allStatuses.filter((status: TicketStatus) => ticketActionAllowed(action, status));
    expect(allowedFrom('start')).toEqual([ticketStatus.pending, ticketStatus.paused]);
    expect(allowedFrom('pause')).toEqual([ticketStatus.inProgress]);
    expect(allowedFrom('finish')).toEqual([ticketStatus.inProgress]);
  });
});

describe('isOnBoard', () => {
  const today = '2026-11-21';
  it('holds open tickets due today or before, and finished ones only on the day they were finished', () => {
    expect(isOnBoard({ status: ticketStatus.pending, endDate: today, finishedOn: null }, today)).toBe(true);
    expect(isOnBoard({ status: ticketStatus.paused, endDate: '2026-11-20', finishedOn: null }, today)).toBe(true);
    expect(isOnBoard({ status: ticketStatus.inProgress, endDate: '2026-11-22', finishedOn: null }, today)).toBe(false);
    expect(isOnBoard({ status: ticketStatus.finished, endDate: '2026-11-22', finishedOn: today }, today)).toBe(true);
    expect(isOnBoard({ status: ticketStatus.finished, endDate: today, finishedOn: '2026-11-20' }, today)).toBe(false);
  });

  it('a voided ticket leaves the board at once, even one finished today', () => {
    expect(isOnBoard({ status: ticketStatus.voided, endDate: today, finishedOn: null }, today)).toBe(false);
    expect(isOnBoard({ status: ticketStatus.voided, endDate: today, finishedOn: today }, today)).toBe(false);
  });
});

describe('evolveTicket', () => {
  it('creates a pending ticket nobody is in charge of', () => {
    expect(foldTicketLife([created])).toEqual({
      ticketId,
      organizationId,
      status: ticketStatus.pending,
      responsible: null,
      startedAt: null,
      finishedAt: null,
      statusSince: created.data.createdAt,
    });
  });

  it('follows each event to the state its action leads to', () => {
    const life = foldTicketLife([created]);
    expect(evolveTicket(life, started(ana, 1))?.status).toBe(ticketTransitions.start.to);
    expect(foldTicketLife([created, started(ana, 1), paused(ana, 2)])?.status).toBe(ticketTransitions.pause.to);
    expect(foldTicketLife([created, started(ana, 1), finished(ana, 2)])?.status).toBe(ticketTransitions.finish.to);
  });

  it('makes whoever starts or resumes the ticket its responsible, and keeps the first start', () => {
    expect(foldTicketLife([created, started(ana, 1), paused(ana, 2), started(luis, 3), finished(luis, 4)])).toEqual({
      ticketId,
      organizationId,
      status: ticketStatus.finished,
      responsible: luis,
      startedAt: at(1),
      finishedAt: at(4),
      statusSince: at(4),
    });
  });

  it('dates the current state from the event that entered it', () => {
    expect(foldTicketLife([created, started(ana, 1)])?.statusSince).toBe(at(1));
    expect(foldTicketLife([created, started(ana, 1), paused(ana, 2)])?.statusSince).toBe(at(2));
    expect(foldTicketLife([created, started(ana, 1), paused(ana, 2), started(luis, 3)])?.statusSince).toBe(at(3));
  });

  it('a pause keeps the responsible', () => {
    expect(foldTicketLife([created, started(ana, 1), paused(luis, 2)])?.responsible).toEqual(ana);
  });

  it('ignores events of a ticket it never saw created', () => {
    expect(foldTicketLife([started(ana, 1), paused(ana, 2), finished(ana, 3)])).toBeNull();
  });

  it('continues from a life it is given, as the read model folds a batch into its rows', () => {
    const before = foldTicketLife([created, started(ana, 1)]);
    expect(foldTicketLife([paused(ana, 2), started(luis, 3)], before)).toEqual(
      foldTicketLife([created, started(ana, 1), paused(ana, 2), started(luis, 3)]),
    );
  });
});

describe('a ticket stream that also carries money', () => {
  it('passes over the money events and closes the ticket when it is voided', () => {
    const priced = {
      type: 'TicketPriced',
      data: {
        ticketId,
        organizationId,
        serviceCode: 'FL',
        vehicleGroup: 'AUT',
        amount: 12990,
        currency: 'CLP',
        source: 'list',
        reason: null,
      },
    } as const;
    const life = foldTicketLife([created, priced, started(ana, 1)]);
    expect(life?.status).toBe(ticketStatus.inProgress);
    const voided = evolveTicket(life, { type: 'TicketVoided', data: { ticketId, reason: 'Error', voidedAt: at(2) } });
    expect(voided?.status).toBe(ticketStatus.voided);
    expect(isOpenTicket(ticketStatus.voided)).toBe(false);
    for (const action of Object.keys(ticketTransitions) as TicketAction[])
      expect(ticketActionAllowed(action, ticketStatus.voided)).toBe(false);
  });
});
