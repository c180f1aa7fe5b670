import { describe, expect, it } from 'vitest';
import { ticketCard } from '../testing/ticketCard';
import { cardActions, disabledReasons } from './cardActions';

const ana = { id: 'ana', identification: '11111111-1' };
const noIdentification = { id: 'bea', identification: null };

describe('cardActions', () => {
  it('lets anyone with an identification start a pending ticket, and nobody pause or finish it', () => {
    const pending = ticketCard({ status: 1 });
    expect(cardActions(pending, ana)).toEqual({ start: true, pause: false, finish: false });
  });

  it('never lets a user without identification start', () => {
    expect(cardActions(ticketCard({ status: 1 }), noIdentification).start).toBe(false);
    expect(cardActions(ticketCard({ status: 3 }), noIdentification).start).toBe(false);
    expect(cardActions(ticketCard({ status: 1 }), null).start).toBe(false);
  });

  it('lets the employee in charge pause or finish a ticket in progress, and nobody start it again', () => {
    const inProgress = ticketCard({ status: 2, idResponsible: ana.id });
    expect(cardActions(inProgress, ana)).toEqual({ start: false, pause: true, finish: true });
    expect(cardActions(inProgress, { id: 'someone-else', identification: '2-7' })).toEqual({ start: false, pause: false, finish: false });
  });

  it('resumes a paused ticket with Iniciar; a paused ticket cannot be paused or finished', () => {
    const paused = ticketCard({ status: 3, idResponsible: ana.id });
    expect(cardActions(paused, ana)).toEqual({ start: true, pause: false, finish: false });
  });
});

describe('disabledReasons', () => {
  it('says Iniciar needs an identification, and Pausar and Finalizar belong to the responsible', () => {
    expect(disabledReasons(ticketCard({ status: 1 }), noIdentification)).toEqual({ start: 'needsIdentification' });
    expect(disabledReasons(ticketCard({ status: 2, idResponsible: ana.id }), { id: 'other', identification: '2-7' })).toEqual({
      pause: 'onlyResponsible',
      finish: 'onlyResponsible',
    });
  });

  it('gives no reason where the state itself rules the button out, or where the user may press it', () => {
    expect(disabledReasons(ticketCard({ status: 1 }), ana)).toEqual({});
    expect(disabledReasons(ticketCard({ status: 2, idResponsible: ana.id }), ana)).toEqual({});
    expect(disabledReasons(ticketCard({ status: 4, idResponsible: ana.id }), noIdentification)).toEqual({});
  });
});
