import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@lavado/shared/logger';
import { ERASED_LOG_DESCRIPTION, erasedForms } from '@lavado/shared/privacy/erased-forms';
import { formatRut } from '@lavado/shared/validation/rut';
import { setInitialPassword } from '@lavado/command-api/identity/accounts';
import { capturedLog, dumpDatabase, valuesFoundIn } from '../support/dump';
import { differencesFromRebuild } from '../support/rebuild-equality';
import { ADMIN, randomRut, startTestApp, type TestApp } from '../support/test-app';
import { newServiceData, todayInSantiago } from '../support/wash-fixtures';

/**
 * THE PROOF of a user's erasure (docs/privacy.md, "Borrar a un usuario"): an employee with a unique
 * name, RUT, e-mail and phone is invited (a mail), washes and finishes tickets that are paid and earn
 * commissions, writes a support ticket the SA answers, and fills the logs; the SA erases them; then
 * neither the whole database (pg_dump) nor the app's log output holds any of those values, they
 * can no longer sign in, every projector rebuilds to the same rows, and the day's money and
 * commissions are what they were.
 */

const mark = randomUUID().slice(0, 8);
const password = 'clave-de-eleuteria-1';
const person = {
  firstName: `Eleuteria${mark}`,
  secondName: `Olvidable${mark}`,
  identification: randomRut(),
  email: `eo.${mark}@olvidable.cl`,
  /** The e-mail she was invited at, before she changed it (its reservation, released, still names her). */
  emailBefore: `eleuteria.antes.${mark}@olvidable.cl`,
  phone: 900_000_000 + randomInt(99_999_999),
  issue: `No carga el tablero de Eleuteria ${mark}`,
  description: `Desde ayer ${mark} no veo mis servicios`,
  response: `Hola Eleuteria, revisamos ${mark}`,
};
/** Every readable form a value may take: as typed, as stored, as the logs and lists print it. */
const readableForms = () => [
  person.firstName,
  person.secondName,
  person.identification,
  formatRut(person.identification),
  person.email,
  person.emailBefore,
  String(person.phone),
  person.issue,
  person.description,
  person.response,
];
const found = (text: string) => valuesFoundIn(readableForms(), text);

/** The app's log output, as every part wrote it (debug and above). */
const { output: logOutput, sink: logSink } = capturedLog();

let t: TestApp;
let sa: string;
let ad: string;
let organizationId: string;
let employeeId: string;
let employee: string;
let ticketId: string;

const ok = <T = Record<string, unknown>>(path: string, body: unknown, token: string | null) => t.callOk<T>(path, body, token ?? undefined);

const today = todayInSantiago();
/** The day's money and commissions, as the AD's reports give them and as the read models keep them. */
async function moneyOfTheDay() {
  const period = { from: today, to: today };
  const commissions = await ok<{ rows?: unknown[] }>('reports/getCommissionReport', period, ad);
  return {
    // The report names each washer: the amounts, percents and ids are what must not move.
    commissions: JSON.stringify(commissions).replaceAll(`${person.firstName} ${person.secondName}`, erasedForms.name),
    revenue: await ok('reports/getRevenueReport', period, ad),
    charges: (
      await t.pool.query(
        'select ticket_id, charged, paid, price, discounts, courtesy, voided, currency, responsible_id from ticket_charges order by 1',
      )
    ).rows,
    payments: (await t.pool.query('select payment_id, ticket_id, amount, method, boleta, business_day from payments order by 1')).rows,
    lines: (await t.pool.query('select ticket_id, user_id, amount, percent, day from commission_lines order by 1, 2')).rows,
    changes: (await t.pool.query('select ticket_id, revision, changed_by, day from commission_changes order by 1, 2')).rows,
  };
}

beforeAll(async () => {
  t = await startTestApp({ logger: createLogger('debug', 'lavado', logSink) });
  sa = await t.login(ADMIN.identification, ADMIN.password);
  organizationId = (await t.createOrganization(sa, { name: `Lavado Olvido ${mark}` })).id;
  ad = (await t.createUser('AD', organizationId)).token;
  const { issue, description, response, emailBefore, ...employeeInput } = person;
  employeeId = (
    await ok<{ employee: { id: string } }>('employee/createEmployee', { employee: { ...employeeInput, email: emailBefore } }, ad)
  ).employee.id;
  await setInitialPassword(t.pool, employeeId, password);
  employee = await t.login(person.identification, password);
  const { firstName, secondName, email, phone } = person;
  await ok('user/updateUser', { user: { firstName, secondName, email, phone }, current: password }, employee);
  await ok('billing/setPrice', { serviceCode: 'FL', vehicleGroup: 'AUT', amount: 15_990, effectiveFrom: today }, ad);
  const other = await t.createUser('EM', organizationId);
  const service = (owner: string) => ({ data: newServiceData({ servicio: 'FL', vehicleType: 'SED', propietario: owner }) });
  const tickets: string[] = [];
  for (const owner of ['Cliente Uno', 'Cliente Dos']) {
    const id = (await ok<{ id: string }>('wash/createWashTicket', service(owner), ad)).id;
    await ok('wash/setWashTicketState', { id, status: 2 }, employee);
    await ok('wash/finishWashTicket', { id }, employee);
    tickets.push(id);
  }
  ticketId = tickets[0]!;
  await ok('wash/getTicketHistory', { id: ticketId }, ad);
  // One ticket is split with another washer (the washers' list names her); the other is hers alone (the charge names her).
  await ok(
    'payments/setWashers',
    {
      id: tickets[0],
      washers: [
        { userId: employeeId, percent: 60 },
        { userId: other.userId, percent: 40 },
      ],
    },
    ad,
  );
  await ok('payments/recordPayment', { id: tickets[0], paymentId: randomUUID(), method: 'cash', amount: 15_990, boleta: '4001' }, ad);
  await ok('payments/recordPayment', { id: tickets[1], paymentId: randomUUID(), method: 'debit', amount: 15_990, boleta: '4002' }, ad);
  // After the close, a change of washers is recorded as a correction: its before and after name her.
  await ok('cash/closeDay', { day: today, counted: { cash: 15_990, debit: 15_990, credit: 0, transfer: 0, other: 0 } }, ad);
  await ok(
    'payments/setWashers',
    {
      id: tickets[1],
      washers: [
        { userId: employeeId, percent: 50 },
        { userId: other.userId, percent: 50 },
      ],
      reason: 'Secaron entre las dos',
    },
    ad,
  );
  const support = await ok<{ ticket: { id: string } }>('support/createTicket', { ticket: { type: 'IF', issue, description } }, employee);
  await ok('admin/setSupportTicketsStatus', { id: support.ticket.id, state: 1, response }, sa);
  // What the screens read: the board's records, the team, the registry, the logs, the support console.
  await ok('wash/getCompleteTicketByOrganizationId', {}, ad);
  await ok('employee/getOrganizationEmployees', {}, ad);
  await ok('admin/getUsers', {}, sa);
  await ok('admin/getLogs', { organizationId }, sa);
  await ok('admin/getSupportTickets', {}, sa);
  await ok('user/getUserById', {}, employee);
  // An export whose motive names the person, as a hurried one may: the erasure must reach it too.
  await ok('privacy/exportUserData', { id: employeeId, motivo: `Pedido de ${person.firstName}` }, ad);
}, 120_000);
afterAll(() => t.close());

describe('erasing a user: the proof', () => {
  let moneyBefore: Awaited<ReturnType<typeof moneyOfTheDay>>;
  let saId: string;

  it('before the erasure, the database does hold the values (the search can find them)', async () => {
    moneyBefore = await moneyOfTheDay();
    expect(moneyBefore.changes).toHaveLength(1);
    const dump = await dumpDatabase(t.databaseUrl);
    expect(found(dump)).toEqual(readableForms());
    saId = (await t.pool.query<{ id: string }>('select id from users where identification = $1', [ADMIN.identification])).rows[0]!.id;
  });

  it('only the SA erases; an unknown id, a bad reason, an extra field, themself and the last administrator are refused in Spanish', async () => {
    expect((await t.call('admin/eraseUser', { id: employeeId, reason: 'request' }, ad)).status).toBe(403);
    expect((await t.call('admin/eraseUser', { id: employeeId, reason: 'request' }, employee)).status).toBe(403);
    expect((await t.call('admin/eraseUser', { id: employeeId, reason: 'request' })).status).toBe(401);
    expect(await t.call('admin/eraseUser', { id: randomUUID(), reason: 'request' }, sa)).toMatchObject({
      status: 404,
      body: { msg: 'El usuario no existe.' },
    });
    expect(await t.call('admin/eraseUser', { id: employeeId, reason: 'porque sí' }, sa)).toMatchObject({
      status: 400,
      body: { msg: 'Seleccione el motivo de la eliminación.' },
    });
    expect((await t.call('admin/eraseUser', { id: employeeId, reason: 'request', organizationId }, sa)).status).toBe(400);
    expect((await t.call('admin/eraseUser', { id: 'no-es-un-id', reason: 'request' }, sa)).status).toBe(400);
    expect(await t.call('admin/eraseUser', { id: saId, reason: 'request' }, sa)).toMatchObject({
      status: 409,
      body: { msg: 'No puede eliminar los datos personales de su propio usuario.' },
    });
    const lonely = await t.createOrganization(sa, { name: `Lavado Solo ${mark}` });
    const onlyAdmin = await t.createUser('AD', lonely.id);
    expect(await t.call('admin/eraseUser', { id: onlyAdmin.userId, reason: 'request' }, sa)).toMatchObject({
      status: 409,
      body: { msg: expect.stringContaining('único administrador') },
    });
    expect(await ok('user/getUserById', {}, employee)).toMatchObject({ firstName: person.firstName });
  });

  it('after the SA erases the employee, pg_dump of the whole database and the log output hold none of their values', async () => {
    expect(await ok('admin/eraseUser', { id: employeeId, reason: 'request' }, sa)).toEqual({
      status: true,
      msg: 'Datos personales del usuario eliminados.',
    });
    const dump = await dumpDatabase(t.databaseUrl);
    expect(found(dump)).toEqual([]);
    expect(found(logOutput.join(''))).toEqual([]);
    expect(logOutput.length).toBeGreaterThan(20);
  });

  it('they can no longer sign in, and their open session has ended', async () => {
    expect((await t.call('auth/login', { email: person.identification, password })).status).toBe(401);
    expect((await t.call('auth/login', { email: person.email, password })).status).toBe(401);
    expect((await t.call('auth/login', { email: person.emailBefore, password })).status).toBe(401);
    expect((await t.call('user/getUserById', {}, employee)).status).toBe(401);
  });

  it('the screens show the erased forms: the team, the registry, the records, the support console and the logs', async () => {
    const team = await ok<{ id: string }[]>('employee/getOrganizationEmployees', {}, ad);
    expect(team.map((member) => member.id)).not.toContain(employeeId);
    const registry = await ok<{ id: string }[]>('admin/getUsers', {}, sa);
    expect(registry.map((user) => user.id)).not.toContain(employeeId);
    const records = await ok('wash/getCompleteTicketByOrganizationId', {}, ad);
    expect(found(JSON.stringify(records))).toEqual([]);
    expect(JSON.stringify(records)).toContain(erasedForms.name);
    const history = await ok('wash/getTicketHistory', { id: ticketId }, ad);
    expect(found(JSON.stringify(history))).toEqual([]);
    expect(JSON.stringify(history)).toContain(`Responsable: ${erasedForms.name}`);
    const support = await ok('admin/getSupportTickets', {}, sa);
    expect(found(JSON.stringify(support))).toEqual([]);
    const logs = await ok('admin/getLogs', { organizationId }, sa);
    expect(found(JSON.stringify(logs))).toEqual([]);
    expect(JSON.stringify(logs)).toContain(ERASED_LOG_DESCRIPTION);
    // Her lines name her, the actor, once as erased; so does the support console, her tickets' author.
    expect(JSON.stringify(logs)).toContain(`${erasedForms.name} inició el servicio`);
    expect(JSON.stringify([logs, support])).not.toContain(`${erasedForms.name} ${erasedForms.name}`);
    const row = await t.pool.query('select identification, email, first_name, second_name, phone, gender from users where id = $1', [
      employeeId,
    ]);
    expect(row.rows).toEqual([
      {
        identification: erasedForms.identification,
        email: erasedForms.email,
        first_name: erasedForms.name,
        second_name: erasedForms.name,
        phone: erasedForms.phone,
        gender: null,
      },
    ]);
  });

  it("keeps the day's money and commissions exactly, under the erased user's id, and erasing again changes nothing", async () => {
    expect(await moneyOfTheDay()).toEqual(moneyBefore);
    const events = await t.countEvents();
    await ok('admin/eraseUser', { id: employeeId, reason: 'retention' }, sa);
    expect(await t.countEvents()).toBe(events);
  });

  it('a new employee may take the erased RUT and e-mail again: nothing links them to the erased streams', async () => {
    const again = await ok<{ employee: { id: string } }>(
      'employee/createEmployee',
      {
        employee: {
          firstName: 'Persona',
          secondName: 'Nueva',
          identification: person.identification,
          email: person.email,
          phone: 912345678,
        },
      },
      ad,
    );
    expect(again.employee.id).not.toBe(employeeId);
  });

  it('every projector rebuilds from the log to the rows the erasure left', async () => {
    await t.stopProjectors();
    expect(await differencesFromRebuild({ pool: t.pool, store: t.store, logger: createLogger('silent') })).toEqual([]);
  });
});
