import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '@lavado/shared/wash/board';
import type { PublicTicket } from '@lavado/shared/wash/public-ticket';
import type { TicketHistoryEntry } from '@lavado/shared/wash/ticket-history.schemas';
import { ticketMessages } from '@lavado/shared/wash/ticket.decider';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { ADMIN, randomRut, startTestApp, type TestApp } from '../support/test-app';
import { newServiceData } from '../support/wash-fixtures';
import { shortDate } from '@lavado/shared/time/short-date';

/** `wash/correctTicketDetails` ("Modificar → Guardar" on the record): a correction is saved, shown everywhere, and refused cleanly. */
let t: TestApp;
let adA: Awaited<ReturnType<TestApp['createUser']>>;
let emA: Awaited<ReturnType<TestApp['createUser']>>;
let otherEmA: Awaited<ReturnType<TestApp['createUser']>>;
let adB: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await startTestApp();
  const sa = await t.login(ADMIN.identification, ADMIN.password);
  const orgA = await t.createOrganization(sa, { name: 'Lavado Corrige' });
  const orgB = await t.createOrganization(sa, { name: 'Lavado Ajeno' });
  adA = await t.createUser('AD', orgA.id);
  emA = await t.createUser('EM', orgA.id, 'user-password-1', { identification: randomRut() });
  otherEmA = await t.createUser('EM', orgA.id, 'user-password-1', { identification: randomRut() });
  adB = await t.createUser('AD', orgB.id);
});
afterAll(() => t.close());

const expectOk = <T>(answer: { status: number; body: T }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const createTicket = async () =>
  expectOk(await t.call<{ id: string }>('wash/createWashTicket', { data: newServiceData({ observaciones: 'Sin detalles' }) }, adA.token))
    .id;
const correct = (id: string, changes: unknown, token = adA.token) =>
  t.call<{ status: boolean; msg: string }>('wash/correctTicketDetails', { id, changes }, token);
const record = async (id: string) => expectOk(await t.call<Ticket>('wash/getCompleteTicketById', { id }, adA.token));
const tomorrowInSantiago = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date(Date.now() + 24 * 60 * 60 * 1000));

describe('a correction of a ticket', () => {
  it('is saved, and the record, the board, the customer page and the history show it', async () => {
    const id = await createTicket();
    const delivery = { endDate: tomorrowInSantiago(), endTime: '12:30' };
    expect(
      expectOk(await correct(id, { color: 'Azul marino', ownerName: 'Juana Pérez', driver: 'Marta Díaz', vehicleType: 'SED' })),
    ).toEqual({
      status: true,
      msg: ticketMessages.detailsCorrected,
    });
    const board = expectOk(await t.call<Board<Ticket>>('wash/getWashTicketByOrganizationId', {}, emA.token));
    expect(board.tickets.find((ticket) => ticket.id === id)?.vehicle).toMatchObject({
      color: 'Azul marino',
      ownerName: 'Juana Pérez',
      type: 'SED',
    });

    expectOk(await correct(id, { delivery, observations: 'Rayón en la puerta trasera' }));
    const corrected = await record(id);
    expect(corrected).toMatchObject({
      driver: 'Marta Díaz',
      observations: 'Rayón en la puerta trasera',
      ...delivery,
      vehicle: { color: 'Azul marino', ownerName: 'Juana Pérez', type: 'SED', brand: 'Toyota', model: 'RAV4' },
    });
    const page = expectOk(await t.call<PublicTicket>('code/getPublicTicket', { id }));
    expect(page).toMatchObject({ ...delivery, observations: 'Rayón en la puerta trasera' });

    const history = expectOk(await t.call<TicketHistoryEntry[]>('wash/getTicketHistory', { id }, adA.token));
    const corrections = history.filter((entry) => entry.label === 'Datos corregidos');
    expect(corrections).toHaveLength(2);
    expect(corrections[0]?.details).toContain('Color: Azul marino');
    expect(corrections[0]?.details).toContain('Tipo Vehiculo: Sedán');
    // Dates in the history read as the locale writes them (docs/specification.md#locale): d/M/yy.
    expect(corrections[1]?.details).toContain(`Entrega: ${shortDate(delivery.endDate)} 12:30`);
  });

  it("is the responsible's while the ticket is open; another employee's, a finished ticket's or another organization's is refused and changes nothing", async () => {
    const id = await createTicket();
    expectOk(await t.call('wash/setWashTicketState', { id, status: 2 }, emA.token));
    expectOk(await correct(id, { model: 'RAV4 Hybrid' }, emA.token));

    const refusedToOther = await correct(id, { model: 'Otro' }, otherEmA.token);
    expect(refusedToOther).toMatchObject({ status: 403, body: { msg: ticketMessages.notAllowedToCorrect } });
    // Another organization's ticket behaves exactly like one that does not exist.
    const refusedToOtherOrganization = await correct(id, { model: 'Otro' }, adB.token);
    const unknown = await correct('3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', { model: 'Otro' }, adB.token);
    expect(refusedToOtherOrganization.status).toBe(404);
    expect(refusedToOtherOrganization.body).toEqual(unknown.body);

    expectOk(await t.call('wash/finishWashTicket', { id }, emA.token));
    expect(await correct(id, { model: 'Otro' }, emA.token)).toMatchObject({ status: 409, body: { msg: ticketMessages.correctFinished } });
    expect(await correct(id, { delivery: { endDate: tomorrowInSantiago(), endTime: '10:00' } })).toMatchObject({
      status: 409,
      body: { msg: ticketMessages.deliveryOfClosed },
    });
    expect((await record(id)).vehicle.model).toBe('RAV4 Hybrid');
    // The AD may still correct a finished ticket's details.
    expectOk(await correct(id, { color: 'Blanco' }));
    expect((await record(id)).vehicle.color).toBe('Blanco');
  });

  it('refuses hostile or empty corrections in Spanish and changes nothing', async () => {
    const id = await createTicket();
    const before = await record(id);
    const hostile: unknown[] = [
      {},
      { color: '' },
      { color: 'Rojo\u0000' },
      { color: 'Rojo\uD800' },
      { color: { nested: { deeper: ['x'] } } },
      { brand: 'x'.repeat(61) },
      { vehicleType: 'TANK' },
      { delivery: { endDate: '0000-01-01', endTime: '10:00' } },
      { delivery: { endDate: tomorrowInSantiago() } },
      { plate: 'ZZ9999' },
      { observations: 'x'.repeat(501) },
    ];
    for (const changes of hostile) {
      const answer = await correct(id, changes);
      expect(answer.status, JSON.stringify(changes)).toBe(400);
      expect(String((answer.body as { msg?: unknown }).msg)).toMatch(/[a-záéíóúñ]/i);
    }
    expect(await record(id)).toEqual(before);
  });
});
