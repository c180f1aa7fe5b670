import { describe, expect, it } from 'vitest';
import { given } from '../../../tests/support/given';
import { claimedInstant, ticketDecider, ticketMessages, type TicketActor } from './ticket.decider';
import type { PauseReason } from './pause-reason';
import type { TicketCreatedData, TicketEvent } from './ticket.events';

const now = new Date('2026-11-21T13:00:00.000Z');
const ticketId = '0b8f6f0e-77c1-4c09-8a0f-0f7d6f2b9b10';
const organizationId = '6f1c1a52-5f0e-4a43-9a43-3d2b1f9c0a11';
const ticket: Omit<TicketCreatedData, 'createdAt'> = {
  ticketId,
  organizationId,
  clientId: null,
  vehicle: { ppu: 'ABCD12', type: 'SED', brand: 'Toyota', model: 'Yaris', color: 'Rojo', ownerName: 'Juan Pérez' },
  driver: 'Pedro',
  serviceType: 'FL',
  endDate: '2026-11-21',
  endTime: '17:30',
  observations: '',
};
const ana: TicketActor = { userId: 'u-ana', employeeNumber: 1, firstName: 'Ana', secondName: 'Rojas', identification: '12345678-5' };
const luis: TicketActor = { userId: 'u-luis', employeeNumber: 2, firstName: 'Luis', secondName: 'Soto', identification: '11111111-1' };
const employeeOf = ({ identification: _identification, ...employee }: TicketActor) => employee;

const created: TicketEvent = { type: 'TicketCreated', data: { ...ticket, createdAt: now.toISOString() } };
const startedBy = (actor: TicketActor): TicketEvent => ({
  type: 'TicketStarted',
  data: { ticketId, employee: employeeOf(actor), startedAt: now.toISOString() },
});
const pausedBy = (actor: TicketActor): TicketEvent => ({
  type: 'TicketPaused',
  data: { ticketId, employee: employeeOf(actor), pausedAt: now.toISOString() },
});
const finishedBy = (actor: TicketActor): TicketEvent => ({
  type: 'TicketFinished',
  data: { ticketId, employee: employeeOf(actor), finishedAt: now.toISOString() },
});

const refusal = (kind: string, message: string) => expect.objectContaining({ kind, message });

describe('ticket decider', () => {
  it('creates a pending ticket once', () => {
    expect(given(ticketDecider, []).when({ type: 'CreateTicket', ticket, now })).toEqual([created]);
    expect(() => given(ticketDecider, [created]).when({ type: 'CreateTicket', ticket, now })).toThrow(
      refusal('conflict', ticketMessages.alreadyExists),
    );
  });

  it('refuses a delivery date and time already past on the car wash clock (America/Santiago)', () => {
    // now is 10:00 in Santiago (UTC-3 in November).
    const at = (endDate: string, endTime: string) => ({ type: 'CreateTicket' as const, ticket: { ...ticket, endDate, endTime }, now });
    expect(() => given(ticketDecider, []).when(at('2026-11-21', '09:59'))).toThrow(refusal('validation', ticketMessages.deliveryInPast));
    expect(() => given(ticketDecider, []).when(at('2026-11-20', '23:00'))).toThrow(refusal('validation', ticketMessages.deliveryInPast));
    expect(given(ticketDecider, []).when(at('2026-11-21', '10:00'))).toHaveLength(1);
    expect(given(ticketDecider, []).when(at('2026-11-21', '10:01'))).toHaveLength(1);
  });

  it('Iniciar: starts a pending ticket and makes the caller the responsible', () => {
    expect(given(ticketDecider, [created]).when({ type: 'StartTicket', organizationId, actor: ana, now })).toEqual([startedBy(ana)]);
  });

  it('Iniciar is refused to a user with no identification', () => {
    expect(() =>
      given(ticketDecider, [created]).when({ type: 'StartTicket', organizationId, actor: { ...ana, identification: null }, now }),
    ).toThrow(refusal('forbidden', ticketMessages.noIdentification));
  });

  it('Iniciar is refused on a ticket already in progress or finished', () => {
    expect(() => given(ticketDecider, [created, startedBy(ana)]).when({ type: 'StartTicket', organizationId, actor: luis, now })).toThrow(
      refusal('conflict', ticketMessages.cannotStart),
    );
    expect(() =>
      given(ticketDecider, [created, startedBy(ana), finishedBy(ana)]).when({ type: 'StartTicket', organizationId, actor: ana, now }),
    ).toThrow(refusal('conflict', ticketMessages.finished));
  });

  it('Pausar: only the responsible, only in progress', () => {
    expect(given(ticketDecider, [created, startedBy(ana)]).when({ type: 'PauseTicket', organizationId, actor: ana, now })).toEqual([
      pausedBy(ana),
    ]);
    expect(() => given(ticketDecider, [created, startedBy(ana)]).when({ type: 'PauseTicket', organizationId, actor: luis, now })).toThrow(
      refusal('forbidden', ticketMessages.notResponsible),
    );
    expect(() => given(ticketDecider, [created]).when({ type: 'PauseTicket', organizationId, actor: ana, now })).toThrow(
      refusal('conflict', ticketMessages.cannotPause),
    );
    expect(() =>
      given(ticketDecider, [created, startedBy(ana), pausedBy(ana)]).when({ type: 'PauseTicket', organizationId, actor: ana, now }),
    ).toThrow(refusal('conflict', ticketMessages.cannotPause));
  });

  it("Pausar carries the reason chosen: a preset as it is, the washer's own words trimmed", () => {
    const history = [created, startedBy(ana)];
    const pause = (reason: PauseReason) => ({ type: 'PauseTicket' as const, organizationId, actor: ana, reason, now });
    const pausedBecause = (reason: PauseReason): TicketEvent => ({
      type: 'TicketPaused',
      data: { ticketId, employee: employeeOf(ana), pausedAt: now.toISOString(), reason },
    });
    expect(given(ticketDecider, history).when(pause({ preset: 'drying' }))).toEqual([pausedBecause({ preset: 'drying' })]);
    expect(given(ticketDecider, history).when(pause({ preset: 'waitingPart' }))).toEqual([pausedBecause({ preset: 'waitingPart' })]);
    expect(given(ticketDecider, history).when(pause({ preset: 'other', text: '  Falta la llave de ruedas ' }))).toEqual([
      pausedBecause({ preset: 'other', text: 'Falta la llave de ruedas' }),
    ]);
    // Eighty characters are a reason; eighty-one are refused, as is an empty one.
    const eighty = 'x'.repeat(80);
    expect(given(ticketDecider, history).when(pause({ preset: 'other', text: eighty }))).toEqual([
      pausedBecause({ preset: 'other', text: eighty }),
    ]);
    expect(() => given(ticketDecider, history).when(pause({ preset: 'other', text: `${eighty}x` }))).toThrow(
      refusal('validation', 'Máximo 80 caracteres.'),
    );
    expect(() => given(ticketDecider, history).when(pause({ preset: 'other', text: '   ' }))).toThrow(
      refusal('validation', 'Escriba el motivo de la pausa.'),
    );
    // A preset that is not one of the four is refused, whatever sent it.
    expect(() => given(ticketDecider, history).when(pause({ preset: 'lunch' } as unknown as PauseReason))).toThrow(
      refusal('validation', 'Motivo de pausa inválido.'),
    );
    // The reason is checked after the rules of the board: a stranger still reads who may pause it.
    expect(() =>
      given(ticketDecider, history).when({ type: 'PauseTicket', organizationId, actor: luis, reason: { preset: 'other', text: '' }, now }),
    ).toThrow(refusal('forbidden', ticketMessages.notResponsible));
  });

  it('refuses a reason with Iniciar, once the ticket is known to exist', () => {
    const history = [created, startedBy(ana), pausedBy(ana)];
    expect(() =>
      given(ticketDecider, history).when({ type: 'StartTicket', organizationId, actor: ana, reason: { preset: 'drying' }, now }),
    ).toThrow(refusal('validation', ticketMessages.reasonOnlyForPause));
    expect(() =>
      given(ticketDecider, history).when({
        type: 'StartTicket',
        organizationId: 'other-org',
        actor: ana,
        reason: { preset: 'drying' },
        now,
      }),
    ).toThrow(refusal('not_found', ticketMessages.notFound));
  });

  it('Iniciar on a paused ticket resumes it; another employee who resumes it takes it over', () => {
    const history = [created, startedBy(ana), pausedBy(ana)];
    expect(given(ticketDecider, history).when({ type: 'StartTicket', organizationId, actor: ana, now })).toEqual([startedBy(ana)]);
    expect(given(ticketDecider, history).when({ type: 'StartTicket', organizationId, actor: luis, now })).toEqual([startedBy(luis)]);
    expect(() =>
      given(ticketDecider, [...history, startedBy(luis)]).when({ type: 'FinishTicket', organizationId, actor: ana, now }),
    ).toThrow(refusal('forbidden', ticketMessages.notResponsible));
  });

  it('Finalizar: only the responsible, only in progress, only once', () => {
    expect(given(ticketDecider, [created, startedBy(ana)]).when({ type: 'FinishTicket', organizationId, actor: ana, now })).toEqual([
      finishedBy(ana),
    ]);
    expect(() => given(ticketDecider, [created, startedBy(ana)]).when({ type: 'FinishTicket', organizationId, actor: luis, now })).toThrow(
      refusal('forbidden', ticketMessages.notResponsible),
    );
    expect(() => given(ticketDecider, [created]).when({ type: 'FinishTicket', organizationId, actor: ana, now })).toThrow(
      refusal('conflict', ticketMessages.cannotFinish),
    );
    expect(() =>
      given(ticketDecider, [created, startedBy(ana), pausedBy(ana)]).when({ type: 'FinishTicket', organizationId, actor: ana, now }),
    ).toThrow(refusal('conflict', ticketMessages.cannotFinish));
    expect(() =>
      given(ticketDecider, [created, startedBy(ana), finishedBy(ana)]).when({ type: 'FinishTicket', organizationId, actor: ana, now }),
    ).toThrow(refusal('conflict', ticketMessages.finished));
  });

  it("another organization's ticket is not found, like an unknown one", () => {
    const otherOrganization = '9e0b7c1d-2b6a-4f0e-8d1c-5a4b3c2d1e0f';
    for (const type of ['StartTicket', 'PauseTicket', 'FinishTicket'] as const) {
      expect(() =>
        given(ticketDecider, [created, startedBy(ana)]).when({ type, organizationId: otherOrganization, actor: ana, now }),
      ).toThrow(refusal('not_found', ticketMessages.notFound));
    }
  });

  it('an unknown ticket is not found for every board action', () => {
    for (const type of ['StartTicket', 'PauseTicket', 'FinishTicket'] as const) {
      expect(() => given(ticketDecider, []).when({ type, organizationId, actor: ana, now })).toThrow(
        refusal('not_found', ticketMessages.notFound),
      );
    }
  });

  it('a voided ticket says it was voided to every board action', () => {
    const voided: TicketEvent = { type: 'TicketVoided', data: { ticketId, reason: 'Ingresado por error', voidedAt: now.toISOString() } };
    for (const type of ['StartTicket', 'PauseTicket', 'FinishTicket'] as const) {
      expect(() => given(ticketDecider, [created, startedBy(ana), voided]).when({ type, organizationId, actor: ana, now })).toThrow(
        refusal('conflict', ticketMessages.voided),
      );
    }
  });

  describe('CorrectTicketDetails ("Modificar → Guardar" on the record)', () => {
    const admin = { ...luis, role: 'AD' };
    const responsible = { ...ana, role: 'EM' };
    const otherEmployee = { ...luis, role: 'EM' };
    const correct = (actor: TicketActor & { role: string }, changes: object, at = now) => ({
      type: 'CorrectTicketDetails' as const,
      organizationId,
      actor,
      changes,
      now: at,
    });
    const corrected = (actor: TicketActor, changes: object) => ({
      type: 'TicketDetailsCorrected',
      data: { ticketId, changes, employee: employeeOf(actor), correctedAt: now.toISOString() },
    });

    it('lets the AD correct any detail of an open or finished ticket, and says who and when', () => {
      expect(given(ticketDecider, [created]).when(correct(admin, { color: 'Azul', driver: 'Marta' }))).toEqual([
        corrected(luis, { color: 'Azul', driver: 'Marta' }),
      ]);
      expect(given(ticketDecider, [created, startedBy(ana), finishedBy(ana)]).when(correct(admin, { ownerName: 'Juana Pérez' }))).toEqual([
        corrected(luis, { ownerName: 'Juana Pérez' }),
      ]);
    });

    it("lets the ticket's responsible correct it while it is open, and nobody else but the AD", () => {
      expect(given(ticketDecider, [created, startedBy(ana)]).when(correct(responsible, { model: 'Corolla' }))).toEqual([
        corrected(ana, { model: 'Corolla' }),
      ]);
      expect(() => given(ticketDecider, [created, startedBy(ana)]).when(correct(otherEmployee, { model: 'Corolla' }))).toThrow(
        refusal('forbidden', ticketMessages.notAllowedToCorrect),
      );
      expect(() => given(ticketDecider, [created]).when(correct(responsible, { model: 'Corolla' }))).toThrow(
        refusal('forbidden', ticketMessages.notAllowedToCorrect),
      );
      expect(() =>
        given(ticketDecider, [created, startedBy(ana), finishedBy(ana)]).when(correct(responsible, { model: 'Corolla' })),
      ).toThrow(refusal('conflict', ticketMessages.correctFinished));
    });

    it("refuses a voided ticket, another organization's, one that does not exist, and a correction of nothing", () => {
      const voided: TicketEvent = { type: 'TicketVoided', data: { ticketId, reason: 'Error', voidedAt: now.toISOString() } };
      expect(() => given(ticketDecider, [created, voided]).when(correct(admin, { color: 'Azul' }))).toThrow(
        refusal('conflict', ticketMessages.voided),
      );
      expect(() =>
        given(ticketDecider, [created]).when({ ...correct(admin, { color: 'Azul' }), organizationId: 'another-organization' }),
      ).toThrow(refusal('not_found', ticketMessages.notFound));
      expect(() => given(ticketDecider, []).when(correct(admin, { color: 'Azul' }))).toThrow(refusal('not_found', ticketMessages.notFound));
      expect(() => given(ticketDecider, [created]).when(correct(admin, {}))).toThrow(
        refusal('validation', ticketMessages.nothingToCorrect),
      );
    });

    it('moves the delivery of an open ticket only, and never into the past (America/Santiago)', () => {
      // now is 10:00 in Santiago.
      const delivery = (endDate: string, endTime: string) => ({ delivery: { endDate, endTime } });
      expect(given(ticketDecider, [created]).when(correct(admin, delivery('2026-11-21', '10:00')))).toEqual([
        corrected(luis, delivery('2026-11-21', '10:00')),
      ]);
      expect(() => given(ticketDecider, [created]).when(correct(admin, delivery('2026-11-21', '09:59')))).toThrow(
        refusal('validation', ticketMessages.deliveryInPast),
      );
      expect(() =>
        given(ticketDecider, [created, startedBy(ana), finishedBy(ana)]).when(correct(admin, delivery('2026-11-22', '10:00'))),
      ).toThrow(refusal('conflict', ticketMessages.deliveryOfClosed));
    });
  });

  describe("claimed tap time (a tap the board's outbox sends late)", () => {
    const minutes = (count: number) => count * 60_000;
    const maxAgeMs = minutes(120);
    const later = new Date(now.getTime() + minutes(90));
    const claim = (at: Date) => ({ at, maxAgeMs });
    const iso = (date: Date) => date.toISOString();

    it('records the tap at the time it was made, inside the window', () => {
      const tapped = new Date(now.getTime() + minutes(30));
      expect(claimedInstant(later, iso(now), claim(tapped))).toEqual(tapped);
      expect(claimedInstant(later, iso(now), undefined)).toEqual(later);
    });

    it('never in the future, never before the previous state change, never older than the configured age', () => {
      expect(claimedInstant(later, iso(now), claim(new Date(later.getTime() + 1)))).toEqual(later);
      expect(claimedInstant(later, iso(now), claim(new Date(now.getTime() - 1)))).toEqual(now);
      const muchLater = new Date(now.getTime() + minutes(600));
      expect(claimedInstant(muchLater, iso(now), claim(now))).toEqual(new Date(muchLater.getTime() - maxAgeMs));
      expect(claimedInstant(muchLater, iso(now), claim(new Date(muchLater.getTime() - maxAgeMs + 1)))).toEqual(
        new Date(muchLater.getTime() - maxAgeMs + 1),
      );
      // A previous change the server's clock has not reached yet: the tap is now, never later.
      expect(claimedInstant(now, iso(later), claim(now))).toEqual(now);
    });

    it('Iniciar, Pausar and Finalizar record the clamped tap time, the time-in-state and commissions read', () => {
      const tapped = new Date(now.getTime() + minutes(10));
      const start = { type: 'StartTicket' as const, organizationId, actor: ana, now: later, claimed: claim(tapped) };
      expect(given(ticketDecider, [created]).when(start)).toEqual([
        { type: 'TicketStarted', data: { ticketId, employee: employeeOf(ana), startedAt: iso(tapped) } },
      ]);
      // A claim from 1970: no earlier than the start it pauses.
      const pause = { type: 'PauseTicket' as const, organizationId, actor: ana, now: later, claimed: claim(new Date(0)) };
      expect(given(ticketDecider, [created, startedBy(ana)]).when(pause)).toEqual([
        { type: 'TicketPaused', data: { ticketId, employee: employeeOf(ana), pausedAt: iso(now) } },
      ]);
      const finish = {
        type: 'FinishTicket' as const,
        organizationId,
        actor: ana,
        now: later,
        claimed: claim(new Date(later.getTime() + minutes(5))),
      };
      expect(given(ticketDecider, [created, startedBy(ana)]).when(finish)).toEqual([
        { type: 'TicketFinished', data: { ticketId, employee: employeeOf(ana), finishedAt: iso(later) } },
      ]);
    });
  });
});
