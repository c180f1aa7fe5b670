import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRunningApp } from '../support/running-app';
import { ADMIN, TEST_TOKEN_SETTINGS } from '../support/test-app';
import { newPlate, newServiceData } from '../support/wash-fixtures';
import { recordingClient, waitFor } from './realtime/client';

/**
 * Findings 3, 4 and 9 of the hardening review: a login racing a deactivation or a password change
 * kept a live session (12 of 20, 16 of 40); disabling an organization left its members signed in;
 * a token was accepted whatever its session row said.
 */
let t: Awaited<ReturnType<typeof startRunningApp>>;
let sa: string;

beforeAll(async () => {
  t = await startRunningApp();
  sa = await t.login(ADMIN.identification, ADMIN.password);
});
afterAll(() => t.close());

/**
 * Logs in `count` times in parallel while `change` runs in the middle of them (from the start, or
 * once the first login is through); returns every token a login got.
 */
async function loginsAround(
  identification: string,
  password: string,
  count: number,
  change: () => Promise<unknown>,
  startChange: 'at once' | 'after the first login' = 'after the first login',
): Promise<string[]> {
  // Spread over time, so that some read the account before the change commits and finish after it.
  const logins = Array.from({ length: count }, (_, index) =>
    sleep(index * 5).then(() => t.call<{ token?: string }>('auth/login', { email: identification, password })),
  );
  if (startChange === 'after the first login') await Promise.race(logins);
  await change();
  return (await Promise.all(logins)).flatMap((answer) => (answer.body.token ? [answer.body.token] : []));
}

/** Each token must be refused, for a read and for a change alike. */
async function expectAllRefused(tokens: readonly string[]) {
  for (const token of tokens) {
    expect((await t.call('user/getUserById', {}, token)).status).toBe(401);
    expect((await t.call('wash/createWashTicket', { data: newServiceData({ ppu: newPlate('RC') }) }, token)).status).toBe(401);
  }
}

describe('a login racing a change of the account', () => {
  it('leaves no live session when the account is deactivated meanwhile', async () => {
    const organization = await t.createOrganization(sa);
    const user = await t.createUser('AD', organization.id);
    const tokens = await loginsAround(user.identification, user.password, 20, async () => {
      expect((await t.call('admin/setUserState', { id: user.userId, enable: 1 }, sa)).status).toBe(200);
    });
    await expectAllRefused([user.token, ...tokens]);
    expect((await t.call('auth/login', { email: user.identification, password: user.password })).status).toBe(401);
  });

  it('leaves no live session when the password changes meanwhile', async () => {
    const organization = await t.createOrganization(sa);
    const user = await t.createUser('AD', organization.id);
    // The new hash is computed while the logins verify the old one: most read the account before the change commits.
    const tokens = await loginsAround(
      user.identification,
      user.password,
      40,
      async () => {
        const change = await t.call('auth/set-password', { current: user.password, newPass: 'otra-clave-segura-9' }, user.token);
        expect(change.status, JSON.stringify(change.body)).toBe(200);
      },
      'at once',
    );
    await expectAllRefused([user.token, ...tokens]);
  });

  it("leaves no live session when the user's organization is disabled meanwhile", async () => {
    const organization = await t.createOrganization(sa);
    const user = await t.createUser('EM', organization.id);
    const tokens = await loginsAround(user.identification, user.password, 20, async () => {
      expect((await t.call('admin/setOrganizationState', { id: organization.id, enable: 1 }, sa)).status).toBe(200);
    });
    await expectAllRefused([user.token, ...tokens]);
  });
});

describe("disabling or deleting an organization ends its members' sessions and sockets", () => {
  it.each([
    ['disabled', (id: string) => t.call('admin/setOrganizationState', { id, enable: 1 }, sa)],
    ['deleted', (id: string) => t.call('admin/deleteOrganization', { id }, sa)],
  ] as const)('when it is %s', async (_how, change) => {
    const organization = await t.createOrganization(sa);
    const other = await t.createOrganization(sa);
    const admin = await t.createUser('AD', organization.id);
    const employee = await t.createUser('EM', organization.id);
    const outsider = await t.createUser('AD', other.id);
    const board = recordingClient(t.origin, { token: employee.token, origin: t.origin });
    await waitFor(() => board.socket.connected, 'the board to connect');
    try {
      expect((await change(organization.id)).status).toBe(200);
      await expectAllRefused([admin.token, employee.token]);
      await waitFor(() => board.record.sessionEnded.length > 0 && !board.socket.connected, "the member's board to be disconnected");
      expect((await t.call('user/getUserById', {}, outsider.token)).status).toBe(200);
    } finally {
      board.socket.close();
    }
  });
});

describe('a token is accepted only with the session it was issued with', () => {
  it("refuses a token whose role or organization differs from its session's", async () => {
    const organization = await t.createOrganization(sa);
    const employee = await t.createUser('EM', organization.id);
    const { id, identification, role, organizationId, sid } = jwt.decode(employee.token) as Record<string, unknown>;
    const forged = (changes: Record<string, unknown>) =>
      jwt.sign({ id, identification, role, organizationId, sid, ...changes }, TEST_TOKEN_SETTINGS.secret, {
        algorithm: 'HS256',
        issuer: TEST_TOKEN_SETTINGS.issuer,
        audience: TEST_TOKEN_SETTINGS.audience,
        expiresIn: 600,
      });
    expect((await t.call('user/getUserById', {}, employee.token)).status).toBe(200);
    for (const changes of [{ role: 'AD' }, { role: 'SA', organizationId: null }, { organizationId: randomUUID() }, { id: randomUUID() }]) {
      expect((await t.call('user/getUserById', {}, forged(changes))).status, JSON.stringify(changes)).toBe(401);
    }
  });
});
