import { createHash, randomUUID } from 'node:crypto';
import { formatRut } from '@lavado/shared/validation/rut';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRunningApp } from '../support/running-app';
import { openedLink } from '../support/outbox';
import { statementsOf } from '../support/statements';
import { ADMIN, PUBLIC_ORIGIN, randomRut, startTestApp, type TestApp } from '../support/test-app';
import { connectedClient, waitFor } from './realtime/client';

let t: TestApp;
let sa: string;
let organization: { id: string };
let otherOrganization: { id: string };

beforeAll(async () => {
  t = await startTestApp();
  sa = await t.login(ADMIN.identification, ADMIN.password);
  organization = await t.createOrganization(sa, { name: 'Lavado Cuentas' });
  otherOrganization = await t.createOrganization(sa, { name: 'Lavado Otro' });
});
afterAll(() => t.close());

const NEUTRAL_ANSWER = { status: true, msg: 'Si la cuenta existe, enviamos un correo con las instrucciones.' };
const INVALID_LINK = 'El enlace no es válido o expiró, solicite uno nuevo.';
const emailOf = (user: { identification: string }) => `${user.identification}@lavado.test`;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function mailsTo(email: string) {
  const { rows } = await t.pool.query<{ id: string; subject: string; text: string; link: string | null }>(
    'select id, subject, text, link from mail_outbox where "to" = $1 order by created_at, id',
    [email],
  );
  return rows.map((row) => ({ ...row, link: openedLink(row.link) }));
}

async function latestLinkTo(email: string): Promise<string> {
  const link = (await mailsTo(email)).at(-1)?.link;
  if (!link) throw new Error(`no mail with a link to ${email}`);
  return link;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

async function recoveryTokenFor(user: { identification: string }): Promise<string> {
  expect((await t.call('auth/recovery', { user: user.identification })).body).toEqual(NEUTRAL_ANSWER);
  return tokenOf(await latestLinkTo(emailOf(user)));
}

const reset = (token: string, password: string) => t.call('auth/reset', { password }, token);

async function passwordEventsOf(userId: string) {
  const { rows } = await t.pool.query<{ data: Record<string, unknown>; text: string }>(
    "select data, data::text as text from events where type = 'UserPasswordChanged' and stream_id = $1 order by global_position",
    [`user-${userId}`],
  );
  return rows;
}

describe('auth/recovery', () => {
  it('gives the same answer for an existing, an unknown and a blocked account, and mails only the existing one', async () => {
    const user = await t.createUser('AD', organization.id);
    const blocked = await t.createUser('EM', organization.id);
    expect((await t.call('employee/setEmployeeState', { id: blocked.userId, enable: 1 }, user.token)).status).toBe(200);

    const answers = [
      await t.call('auth/recovery', { user: user.identification }),
      await t.call('auth/recovery', { user: `nobody-${randomUUID()}` }),
      await t.call('auth/recovery', { user: blocked.identification }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(NEUTRAL_ANSWER);
    }
    expect(await mailsTo(emailOf(user))).toHaveLength(1);
    expect(await mailsTo(emailOf(blocked))).toHaveLength(0);
  });

  it.each([
    ['without a mail server', undefined],
    ['with a mail server configured', 'smtp://127.0.0.1:9'],
  ])(
    'does the same work for an existing, an unknown and a blocked account (%s): the link is written, then kept or undone, in the same statements',
    async (_, mailUrl) => {
      const app = mailUrl ? await startTestApp({ mailUrl }) : t;
      try {
        const admin = mailUrl ? await app.login(ADMIN.identification, ADMIN.password) : sa;
        const ownOrganization = mailUrl ? await app.createOrganization(admin) : organization;
        const user = await app.createUser('AD', ownOrganization.id);
        const blocked = await app.createUser('EM', ownOrganization.id);
        expect((await app.call('employee/setEmployeeState', { id: blocked.userId, enable: 1 }, user.token)).status).toBe(200);
        const recoveryOf = (login: string) =>
          statementsOf(async () => expect((await app.call('auth/recovery', { user: login })).body).toEqual(NEUTRAL_ANSWER));
        // The one difference: a real link's savepoint is released, a stand-in's rolled back; one round trip each.
        const savepointEnded = (statements: string[]) =>
          statements.map((statement) => statement.replace(/^(release|rollback to) savepoint (\w+)$/, 'end savepoint $2'));

        const existing = await recoveryOf(user.identification);
        expect(existing).toContain('release savepoint recovery_link');
        expect(existing.some((statement) => /insert into password_tokens/i.test(statement))).toBe(true);
        for (const login of [`nobody-${randomUUID()}`, blocked.identification]) {
          const other = await recoveryOf(login);
          expect(other).toContain('rollback to savepoint recovery_link');
          expect(savepointEnded(other)).toEqual(savepointEnded(existing));
        }
      } finally {
        if (app !== t) await app.close();
      }
    },
  );

  it('mails a link on the configured origin, whatever Host the request claims', async () => {
    const user = await t.createUser('AD', organization.id);
    const answer = await t.call('auth/recovery', { user: emailOf(user).toUpperCase() }, undefined, {
      host: 'attacker.example',
      'x-forwarded-host': 'attacker.example',
    });
    expect(answer.body).toEqual(NEUTRAL_ANSWER);
    const [mail] = await mailsTo(emailOf(user));
    expect(mail?.link).toMatch(new RegExp(`^${PUBLIC_ORIGIN}/reset\\?token=[A-Za-z0-9_-]+$`));
    expect(mail?.subject).toBe('Lavado: recuperación de contraseña');
    expect(mail?.text).toContain('30 minutos');
    expect(mail?.text).not.toContain(tokenOf(mail!.link!));
  });

  it('issues 256-bit tokens and stores only their SHA-256, never the token itself', async () => {
    const user = await t.createUser('AD', organization.id);
    const token = await recoveryTokenFor(user);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const { rows } = await t.pool.query<{ token_hash: string; purpose: string }>(
      'select token_hash, purpose from password_tokens where user_id = $1',
      [user.userId],
    );
    expect(rows).toEqual([{ token_hash: sha256(token), purpose: 'reset' }]);
    const { rows: leaks } = await t.pool.query<{ count: number }>(
      `select (select count(*) from password_tokens where token_hash like '%' || $1 || '%')
            + (select count(*) from events where data::text like '%' || $1 || '%' or metadata::text like '%' || $1 || '%') as count`,
      [token],
    );
    expect(leaks[0]?.count).toBe(0);
  });

  it('validates with the spec message and mails nothing for a bad body', async () => {
    const before = await t.pool.query('select 1 from mail_outbox');
    const empty = await t.call('auth/recovery', { user: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ msg: 'Ingrese Identificacion!' });
    expect((await t.call('auth/recovery', { user: 'admin', email: 'x@y.cl' })).status).toBe(400);
    expect((await t.call('auth/recovery', {})).status).toBe(400);
    expect((await t.pool.query('select 1 from mail_outbox')).rowCount).toBe(before.rowCount);
  });

  it('limits each account to 5 requests in 15 minutes (429 with Retry-After), by identification and e-mail together, unknown accounts alike', async () => {
    const user = await t.createUser('AD', organization.id);
    for (const login of [user.identification, emailOf(user), user.identification, emailOf(user), user.identification]) {
      expect((await t.call('auth/recovery', { user: login })).status).toBe(200);
    }
    const blocked = await t.call('auth/recovery', { user: emailOf(user) });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const unknown = `nobody-${randomUUID()}`;
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await t.call('auth/recovery', { user: unknown })).status).toBe(200);
    const unknownBlocked = await t.call('auth/recovery', { user: unknown });
    expect(unknownBlocked.status).toBe(429);
    expect(unknownBlocked.body).toEqual(blocked.body);

    t.clock.offsetMs = 16 * 60_000;
    try {
      expect((await t.call('auth/recovery', { user: user.identification })).status).toBe(200);
    } finally {
      t.clock.offsetMs = 0;
    }
  });
});

describe('auth/reset', () => {
  it('sets the new password, ends every session, records the change without secrets, and signs nobody in', async () => {
    const user = await t.createUser('AD', organization.id);
    const otherSession = await t.login(user.identification, user.password);
    const token = await recoveryTokenFor(user);

    const answer = await reset(token, 'nueva-clave-segura');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: true,
      user: {
        nombre: 'Ana AD',
        ingreso: `Para ingresar use su identificación ${user.identification} (o su correo ${user.identification}@lavado.test) y su contraseña.`,
      },
    });

    for (const session of [user.token, otherSession]) expect((await t.call('user/getUserById', {}, session)).status).toBe(401);
    const { rows: sessions } = await t.pool.query<{ end_reason: string }>('select end_reason from sessions where user_id = $1', [
      user.userId,
    ]);
    expect(sessions.map((session) => session.end_reason)).toEqual(['password_changed', 'password_changed']);

    expect((await t.call('auth/login', { email: user.identification, password: user.password })).status).toBe(401);
    expect((await t.call('auth/login', { email: user.identification, password: 'nueva-clave-segura' })).status).toBe(200);

    const events = await passwordEventsOf(user.userId);
    expect(events.map((event) => event.data)).toEqual([{ userId: user.userId, reason: 'reset', changedAt: expect.any(String) }]);
    expect(events[0]?.text).not.toMatch(/argon|nueva-clave|token/i);
  });

  it('refuses a used link', async () => {
    const user = await t.createUser('AD', organization.id);
    const token = await recoveryTokenFor(user);
    expect((await reset(token, 'primera-clave-1')).status).toBe(200);
    const again = await reset(token, 'segunda-clave-2');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ msg: INVALID_LINK });
    expect((await t.call('auth/login', { email: user.identification, password: 'primera-clave-1' })).status).toBe(200);
  });

  it('refuses a link older than 30 minutes and accepts one younger', async () => {
    const user = await t.createUser('AD', organization.id);
    try {
      const expiring = await recoveryTokenFor(user);
      t.clock.offsetMs = 31 * 60_000;
      const late = await reset(expiring, 'clave-tardia-1');
      expect(late.status).toBe(400);
      expect(late.body).toMatchObject({ msg: INVALID_LINK });

      const fresh = await recoveryTokenFor(user);
      t.clock.offsetMs += 29 * 60_000;
      expect((await reset(fresh, 'clave-a-tiempo-1')).status).toBe(200);
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('refuses a link replaced by a newer one', async () => {
    const user = await t.createUser('AD', organization.id);
    const older = await recoveryTokenFor(user);
    const newer = await recoveryTokenFor(user);
    expect(newer).not.toBe(older);
    expect((await reset(older, 'clave-vieja-1')).body).toMatchObject({ status: 400, msg: INVALID_LINK });
    expect((await reset(newer, 'clave-nueva-1')).status).toBe(200);
  });

  it('refuses a missing, made-up or session token', async () => {
    const user = await t.createUser('AD', organization.id);
    for (const bearer of [undefined, 'made-up-token', user.token]) {
      const answer = await reset(bearer as string, 'clave-valida-1');
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ msg: INVALID_LINK });
    }
  });

  it('validates the new password before using the link up, appending nothing', async () => {
    const user = await t.createUser('AD', organization.id);
    const token = await recoveryTokenFor(user);
    const before = await t.countEvents();
    for (const [password, message] of [
      ['corta', 'Debe tener más de 6 caracteres.'],
      ['Password123', 'Esa contraseña es demasiado común, elija otra.'],
      ['x'.repeat(1025), 'La contraseña no puede superar los 1024 caracteres.'],
    ]) {
      const answer = await reset(token, password!);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ msg: message });
    }
    expect((await t.call('auth/reset', { password: 'clave-valida-1', role: 'SA' }, token)).status).toBe(400);
    expect(await t.countEvents()).toBe(before);
    expect((await reset(token, 'clave-valida-1')).status).toBe(200);
  });

  it('keeps a long Unicode password whole: only the exact password signs in', async () => {
    const user = await t.createUser('AD', organization.id);
    const password = `contraseña-ñandú-洗车-🚗-${'x'.repeat(80)}`;
    expect((await reset(await recoveryTokenFor(user), password)).status).toBe(200);
    expect((await t.call('auth/login', { email: user.identification, password })).status).toBe(200);
    expect((await t.call('auth/login', { email: user.identification, password: password.slice(0, 72) })).status).toBe(401);
  });
});

describe('auth/set-password', () => {
  it('changes the password, ends every session of the user (the caller’s too) and records the change', async () => {
    const user = await t.createUser('EM', organization.id);
    const otherSession = await t.login(user.identification, user.password);
    const answer = await t.call(
      'auth/set-password',
      { organizationId: organization.id, current: user.password, newPass: 'otra-clave-segura' },
      user.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, msg: 'Contraseña cambiada!' });
    for (const session of [user.token, otherSession]) expect((await t.call('onBoard/getOnBoardStatus', {}, session)).status).toBe(401);
    expect((await t.call('auth/login', { email: user.identification, password: user.password })).status).toBe(401);
    expect((await t.call('auth/login', { email: user.identification, password: 'otra-clave-segura' })).status).toBe(200);
    expect((await passwordEventsOf(user.userId)).map((event) => event.data)).toEqual([
      { userId: user.userId, reason: 'change', changedAt: expect.any(String) },
    ]);
  });

  it('works for the SA, who has no organization', async () => {
    const admin = await t.createUser('SA', null);
    const answer = await t.call('auth/set-password', { current: admin.password, newPass: 'clave-del-sa-1' }, admin.token);
    expect(answer.status).toBe(200);
  });

  it('refuses a wrong current password (400), keeping the password and the session', async () => {
    const user = await t.createUser('AD', organization.id);
    const before = await t.countEvents();
    const answer = await t.call('auth/set-password', { current: 'no-es-la-clave', newPass: 'otra-clave-segura' }, user.token);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ msg: 'La contraseña actual es incorrecta.' });
    expect(await t.countEvents()).toBe(before);
    expect((await t.call('onBoard/getOnBoardStatus', {}, user.token)).status).toBe(200);
  });

  it('limits wrong current passwords to 5 in 15 minutes per account (429)', async () => {
    const user = await t.createUser('AD', organization.id);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await t.call('auth/set-password', { current: 'no-es-la-clave', newPass: 'otra-clave-segura' }, user.token)).status).toBe(400);
    }
    const blocked = await t.call('auth/set-password', { current: user.password, newPass: 'otra-clave-segura' }, user.token);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('validates the new password and appends nothing', async () => {
    const user = await t.createUser('AD', organization.id);
    const before = await t.countEvents();
    for (const [body, message] of [
      [{ current: user.password, newPass: '12345' }, 'Debe tener más de 6 caracteres.'],
      [{ current: user.password, newPass: 'qwerty123' }, 'Esa contraseña es demasiado común, elija otra.'],
      [{ current: '', newPass: 'otra-clave-segura' }, 'Ingrese la contraseña actual.'],
    ] as const) {
      const answer = await t.call('auth/set-password', body, user.token);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ msg: message });
    }
    expect(
      (await t.call('auth/set-password', { current: user.password, newPass: 'otra-clave-segura', id: randomUUID() }, user.token)).status,
    ).toBe(400);
    expect(await t.countEvents()).toBe(before);
  });

  it("refuses another organization's id (403) and anonymous callers (401)", async () => {
    const user = await t.createUser('AD', organization.id);
    const body = { organizationId: otherOrganization.id, current: user.password, newPass: 'otra-clave-segura' };
    expect((await t.call('auth/set-password', body, user.token)).status).toBe(403);
    expect((await t.call('auth/set-password', { ...body, organizationId: organization.id })).status).toBe(401);
  });
});

describe('invitations', () => {
  const newUser = () => ({
    firstName: 'Marta',
    secondName: 'Soto',
    email: `marta.${randomUUID().slice(0, 8)}@lavado.cl`,
    phone: 987654321,
    organizationId: organization.id,
    role: 'SU',
  });

  it('mails a set-password link to a user the SA creates; the link sets the first password and then signs in by e-mail', async () => {
    const input = newUser();
    expect((await t.call('admin/createUsers', { user: input }, sa)).status).toBe(200);
    const [mail] = await mailsTo(input.email);
    expect(mail).toMatchObject({ subject: 'Bienvenido a Lavado: cree su contraseña' });
    expect(mail?.text).toContain('72 horas');
    expect((await t.call('auth/login', { email: input.email, password: 'clave-de-marta-1' })).status).toBe(401);

    const answer = await reset(tokenOf(mail!.link!), 'clave-de-marta-1');
    expect(mail?.text).toContain(`Para ingresar use su correo ${input.email} y su contraseña.`);
    expect(answer.body).toEqual({
      status: true,
      user: { nombre: 'Marta Soto', ingreso: `Para ingresar use su correo ${input.email} y su contraseña.` },
    });
    expect((await t.call('auth/login', { email: input.email, password: 'clave-de-marta-1' })).status).toBe(200);
  });

  it('keeps an invitation valid for 72 hours, not longer', async () => {
    const first = newUser();
    const second = newUser();
    await t.call('admin/createUsers', { user: first }, sa);
    await t.call('admin/createUsers', { user: second }, sa);
    try {
      t.clock.offsetMs = 71 * 3600_000;
      expect((await reset(tokenOf(await latestLinkTo(first.email)), 'clave-de-marta-1')).status).toBe(200);
      t.clock.offsetMs = 73 * 3600_000;
      expect((await reset(tokenOf(await latestLinkTo(second.email)), 'clave-de-marta-1')).body).toMatchObject({ msg: INVALID_LINK });
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('invites a new employee once, even when the create call is retried', async () => {
    const admin = await t.createUser('AD', organization.id);
    const employee = {
      firstName: 'Pedro',
      secondName: 'Díaz',
      identification: randomRut(),
      email: `pedro.${randomUUID().slice(0, 8)}@lavado.cl`,
      phone: 987654321,
    };
    const key = { 'idempotency-key': randomUUID() };
    expect((await t.call('employee/createEmployee', { employee }, admin.token, key)).status).toBe(200);
    expect((await t.call('employee/createEmployee', { employee }, admin.token, key)).status).toBe(200);
    const mails = await mailsTo(employee.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(
      `Para ingresar use su RUT ${formatRut(employee.identification)} (o su correo ${employee.email}) y su contraseña.`,
    );
    expect((await reset(tokenOf(mails[0]!.link!), 'clave-de-pedro-1')).status).toBe(200);
    expect((await t.call('auth/login', { email: employee.identification, password: 'clave-de-pedro-1' })).status).toBe(200);
  });
});

describe('admin/getMails', () => {
  it('lists the outbox newest first, with the state of each link and never the link, for the SA only', async () => {
    const input = newUserFor(organization.id);
    await t.call('admin/createUsers', { user: input }, sa);
    const answer = await t.call<Array<Record<string, unknown>>>('admin/getMails', {}, sa);
    expect(answer.status).toBe(200);
    expect(answer.body.find((mail) => mail.to === input.email)).toEqual({
      id: expect.any(String),
      to: input.email,
      subject: 'Bienvenido a Lavado: cree su contraseña',
      text: expect.stringContaining('Hola Lucía:'),
      createdAt: expect.any(String),
      sentAt: null,
      linkState: 'pending',
    });
    const createdAt = answer.body.map((mail) => String(mail.createdAt));
    expect(createdAt).toEqual([...createdAt].sort().reverse());

    const admin = await t.createUser('AD', organization.id);
    expect((await t.call('admin/getMails', {}, admin.token)).status).toBe(403);
    expect((await t.call('admin/getMails', { extra: 1 }, sa)).status).toBe(400);
  });
});

function newUserFor(organizationId: string) {
  return {
    firstName: 'Lucía',
    secondName: 'Vera',
    email: `lucia.${randomUUID().slice(0, 8)}@lavado.cl`,
    phone: 987654321,
    organizationId,
    role: 'AD',
  };
}

describe('live sockets', () => {
  it('disconnects every socket of the user after a reset and after a password change', async () => {
    const running = await startRunningApp();
    const sockets: Array<Awaited<ReturnType<typeof connectedClient>>> = [];
    const connect = async (token: string) => {
      const client = await connectedClient(running.origin, { token, origin: running.origin });
      sockets.push(client);
      return client;
    };
    try {
      const admin = await running.login(ADMIN.identification, ADMIN.password);
      const user = await running.createUser('AD', (await running.createOrganization(admin)).id);

      const beforeReset = await connect(user.token);
      expect((await running.call('auth/recovery', { user: user.identification })).status).toBe(200);
      const { rows } = await running.pool.query<{ link: string }>('select link from mail_outbox where "to" = $1', [emailOf(user)]);
      expect((await running.call('auth/reset', { password: 'clave-restablecida-1' }, tokenOf(openedLink(rows[0]!.link)!))).status).toBe(
        200,
      );
      await waitFor(() => beforeReset.record.disconnects.length === 1, 'the socket to be disconnected after the reset');
      expect(beforeReset.record.sessionEnded).toHaveLength(1);

      const token = await running.login(user.identification, 'clave-restablecida-1');
      const beforeChange = await connect(token);
      expect(
        (await running.call('auth/set-password', { current: 'clave-restablecida-1', newPass: 'clave-cambiada-1' }, token)).status,
      ).toBe(200);
      await waitFor(() => beforeChange.record.disconnects.length === 1, 'the socket to be disconnected after the change');
      expect(beforeChange.record.sessionEnded).toHaveLength(1);
    } finally {
      for (const client of sockets) client.socket.disconnect();
      await running.close();
    }
  });
});

describe('links at rest (the outbox) and the SA sending a fresh one', () => {
  /** Every text and json value of every table in the public schema that contains `needle`. */
  async function tablesHolding(needle: string): Promise<string[]> {
    const { rows: columns } = await t.pool.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`,
    );
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const { rowCount } = await t.pool.query(`select 1 from "${table}" where "${column}"::text like '%' || $1 || '%' limit 1`, [needle]);
      if (rowCount) found.push(`${table}.${column}`);
    }
    return found;
  }

  it('keeps no invitation or recovery token readable anywhere in the database', async () => {
    const user = await t.createUser('AD', organization.id);
    const token = await recoveryTokenFor(user);
    expect(token.length).toBeGreaterThan(20);
    expect(await tablesHolding(token)).toEqual([]);
  });

  it('shows each link as Pendiente, Usado or Vencido, and a fresh link replaces the old one', async () => {
    const sa = await t.login(ADMIN.identification, ADMIN.password);
    const user = await t.createUser('AD', organization.id);
    const stateOf = async (id: string) =>
      (await t.call<Array<{ id: string; linkState: string | null }>>('admin/getMails', {}, sa)).body.find((mail) => mail.id === id)
        ?.linkState;

    const firstToken = await recoveryTokenFor(user);
    const [first] = await mailsTo(emailOf(user));
    expect(await stateOf(first!.id)).toBe('pending');

    const resent = await t.call<{ link: string | null; msg: string }>('admin/resendMail', { id: first!.id }, sa);
    expect(resent.status).toBe(200);
    // No SMTP server here: the SA gets the fresh link once, in the answer.
    expect(resent.body.link).toMatch(new RegExp(`^${PUBLIC_ORIGIN}/reset\\?token=`));
    expect(await tablesHolding(tokenOf(resent.body.link!))).toEqual([]);
    expect(await stateOf(first!.id)).toBe('expired');
    expect((await reset(firstToken, 'clave-vieja-no-1')).body).toMatchObject({ msg: INVALID_LINK });

    const second = (await mailsTo(emailOf(user))).at(-1)!;
    expect(await stateOf(second.id)).toBe('pending');
    expect((await reset(tokenOf(resent.body.link!), 'clave-reenviada-1')).status).toBe(200);
    expect(await stateOf(second.id)).toBe('used');
    // A used link's sealed copy is gone too.
    const { rows } = await t.pool.query<{ link: string | null }>('select link from mail_outbox where id = $1', [second.id]);
    expect(rows[0]?.link).toBeNull();
  });

  it('refuses to resend a mail that does not exist, or as anyone but the SA', async () => {
    const sa = await t.login(ADMIN.identification, ADMIN.password);
    expect((await t.call('admin/resendMail', { id: randomUUID() }, sa)).body).toMatchObject({
      status: 404,
      msg: 'El correo no existe o no lleva un enlace.',
    });
    const admin = await t.createUser('AD', organization.id);
    expect((await t.call('admin/resendMail', { id: randomUUID() }, admin.token)).status).toBe(403);
  });
});
