import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_CHANGED, moneyChangedPayload } from '@lavado/shared/money/money-feed';
import { TICKET_CHANGED } from '@lavado/shared/wash/ticket-feed';
import { startRunningApp } from '../support/running-app';
import { newServiceData, todayInSantiago } from '../support/wash-fixtures';
import { recordingClient, waitFor, type RecordingClient } from './realtime/client';

/** Money is live: a payment moves the money screens of its organization's members, and reaches nobody else. */
let t: Awaited<ReturnType<typeof startRunningApp>>;
let sa: string;
type User = Awaited<ReturnType<(typeof t)['createUser']>>;
let adA: User;
let emA: User;
let adB: User;
let organizationA: string;
const today = todayInSantiago();
const patient = 30_000;

beforeAll(async () => {
  t = await startRunningApp();
  ({ sa, organizationId: organizationA, admin: adA, employee: emA, otherAdmin: adB } = await t.twoOrganizations('Lavado Caja Viva'));
  for (const ad of [adA, adB])
    await ok('billing/setPrice', { serviceCode: 'FL', vehicleGroup: 'AUT', amount: 10_000, effectiveFrom: today }, ad.token);
});
afterAll(() => t.close());

async function ok<T = Record<string, unknown>>(path: string, body: Record<string, unknown>, token?: string): Promise<T> {
  const answer = await t.call<T>(path, body, token);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

/** A ticket priced from the list, paid in part. */
async function paidTicket(token: string): Promise<string> {
  const { id } = await ok<{ id: string }>('wash/createWashTicket', { data: newServiceData({ servicio: 'FL', vehicleType: 'SED' }) }, token);
  await ok('payments/recordPayment', { id, paymentId: randomUUID(), method: 'cash', amount: 4_000, boleta: '77' }, token);
  return id;
}

const moneyPushes = (client: RecordingClient) => client.record.feed.filter((message) => message.topic === MONEY_CHANGED);
const pushedTicketIds = (client: RecordingClient) =>
  moneyPushes(client).flatMap((message) => (message.payload as { ticketIds: string[] }).ticketIds);
const ticketCards = (client: RecordingClient) =>
  client.record.feed.flatMap((message) =>
    message.topic === TICKET_CHANGED ? [(message.payload as { ticket: { id: string } }).ticket.id] : [],
  );

async function openScreen(): Promise<string> {
  const link = await ok<{ token: string }>('wallScreen/createLink', {}, adA.token);
  return (await ok<{ token: string }>('wallScreen/openScreen', { token: link.token })).token;
}

describe('money.changed', () => {
  it("pushes a payment to its organization's members only: ids, no amount; never to a wall screen, another organization or a super admin", async () => {
    const sockets = {
      adA: recordingClient(t.origin, { token: adA.token, origin: t.origin }),
      emA: recordingClient(t.origin, { token: emA.token, origin: t.origin }),
      screenA: recordingClient(t.origin, { token: await openScreen(), origin: t.origin }),
      adB: recordingClient(t.origin, { token: adB.token, origin: t.origin }),
      sa: recordingClient(t.origin, { token: sa, origin: t.origin }),
    };
    const all = Object.values(sockets);
    try {
      await waitFor(() => all.every((client) => client.record.resyncs.length > 0), 'every socket to connect', patient);

      const paid = await paidTicket(adA.token);
      // Its members get the ticket and the day whose money changed, and nothing else: no amount, no plate, no name.
      const paymentPush = (client: RecordingClient) =>
        moneyPushes(client).some((message) => isDeepStrictEqual(message.payload, { ticketIds: [paid], days: [today] }));
      for (const member of [sockets.adA, sockets.emA]) {
        await waitFor(() => paymentPush(member), 'the payment on the sockets of A', patient);
        for (const message of moneyPushes(member)) expect(moneyChangedPayload.safeParse(message.payload).success).toBe(true);
      }
      const { rows } = await t.pool.query<{ organization_id: string }>(
        `select organization_id from realtime_feed where topic = $1 and payload->'ticketIds' ? $2`,
        [MONEY_CHANGED, paid],
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.organization_id))).toEqual(new Set([organizationA]));

      // What each of the others is sent after the payment's push, in feed order, shows that it would have had it by then.
      const laterTicket = await paidTicket(adA.token);
      await waitFor(() => ticketCards(sockets.screenA).includes(laterTicket), "A's later ticket on A's wall screen", patient);
      const paidInB = await paidTicket(adB.token);
      await waitFor(() => pushedTicketIds(sockets.adB).includes(paidInB), "B's own payment on B's socket", patient);
      await ok('support/createTicket', { ticket: { type: 'EX', issue: 'Caja en vivo', description: 'Nada de dinero.' } }, adA.token);
      await waitFor(() => sockets.sa.record.feed.some((message) => message.topic === 'support.changed'), 'the support ticket', patient);

      expect(moneyPushes(sockets.screenA)).toEqual([]);
      expect(pushedTicketIds(sockets.adB)).not.toContain(paid);
      expect(pushedTicketIds(sockets.adB)).not.toContain(laterTicket);
      expect(moneyPushes(sockets.sa)).toEqual([]);
    } finally {
      for (const client of all) client.socket.close();
    }
  });
});
