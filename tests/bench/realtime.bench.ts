/**
 * Issue 4's figures: end-to-end latency from a command's reply to the card arriving at every
 * connected board client, with 10, 100 and 500 clients spread over 50 organizations, at a steady
 * 50 commands/s; p50 and p99; and the gateway's memory per connection (live heap and external buffers after a full collection). Clients run in a child
 * process. Targets at 500 clients: p50 ≤ 20 ms, p99 ≤ 100 ms.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { setTimeout as sleep } from 'node:timers/promises';
import { migrate } from '../../shared/src/db/migrate';
import { startRunningApp } from '../support/running-app';
import { ADMIN } from '../support/test-app';
import { createScratchDatabase, formatTable, percentile, type Benchmark } from './harness';

const ORGANIZATIONS = 50;
const COMMANDS_PER_SECOND = 50;
const CLIENT_COUNTS = (process.env.BENCH_REALTIME_CLIENTS ?? '10,100,500').split(',').map(Number);
const SPEC_RELOAD_MS = 300_000;

interface Cell {
  clients: number;
  commands: number;
  deliveries: number;
  expectedDeliveries: number;
  p50Ms: number;
  p99Ms: number;
  gatewayBytesPerConnection: number;
}

export const benchmark: Benchmark = {
  name: 'realtime',
  async run({ serverUrl, seconds, log }) {
    const database = await createScratchDatabase(serverUrl, 'realtime');
    await migrate(database.url);
    const app = await startRunningApp({ database });
    const cells: Cell[] = [];
    try {
      const sa = await app.login(ADMIN.identification, ADMIN.password);
      const organizations = [];
      for (let index = 0; index < ORGANIZATIONS; index += 1) {
        const organization = await app.createOrganization(sa, { name: `Bench ${index}` });
        const admin = await app.createUser('AD', organization.id);
        organizations.push({ id: organization.id, token: admin.token });
      }
      for (const clients of CLIENT_COUNTS) {
        log(`  ${clients} clients…`);
        cells.push(await measure(app.origin, organizations, clients, Math.max(seconds, 8)));
      }
    } finally {
      await app.close();
    }
    const at500 = cells.find((cell) => cell.clients === 500);
    const table = [
      formatTable(
        ['clients', 'commands', 'cards delivered', 'p50 ms', 'p99 ms', 'gateway KiB/connection', 'vs spec reload (300 s)'],
        cells.map((cell) => [
          String(cell.clients),
          String(cell.commands),
          `${cell.deliveries}/${cell.expectedDeliveries}`,
          cell.p50Ms.toFixed(1),
          cell.p99Ms.toFixed(1),
          (cell.gatewayBytesPerConnection / 1024).toFixed(1),
          `${Math.round(SPEC_RELOAD_MS / Math.max(cell.p99Ms, 0.1)).toLocaleString('en')}× sooner (p99)`,
        ]),
      ),
      at500
        ? `\nTargets at 500 clients: p50 ≤ 20 ms (${at500.p50Ms <= 20 ? 'met' : 'missed'}), p99 ≤ 100 ms (${at500.p99Ms <= 100 ? 'met' : 'missed'}).`
        : '',
    ].join('\n');
    return {
      table,
      results: { organizations: ORGANIZATIONS, commandsPerSecond: COMMANDS_PER_SECOND, specReloadMs: SPEC_RELOAD_MS, cells },
    };
  },
};

// The RSS only grows when the heap does, so its delta says little; the live heap after a full
// collection (plus the buffers outside it) is what the connections really hold.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

async function liveMemory(): Promise<number> {
  for (let pass = 0; pass < 3; pass += 1) {
    collectGarbage();
    await new Promise((resolve) => setImmediate(resolve));
  }
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

async function measure(
  origin: string,
  organizations: Array<{ id: string; token: string }>,
  clients: number,
  seconds: number,
): Promise<Cell> {
  const memoryBefore = await liveMemory();
  const audience = Array.from({ length: clients }, (_, index) => organizations[index % organizations.length]!);
  const child = fork(fileURLToPath(new URL('./realtime-clients.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'] });
  child.send({ kind: 'setup', origin, clients: audience.map(({ token }) => ({ token })) });
  const arrivals = new Map<string, number[]>();
  await new Promise<void>((resolve, reject) => {
    child.on('message', (message: { kind: string; ticketId?: string; change?: string; at?: number; message?: string }) => {
      if (message.kind === 'ready') resolve();
      else if (message.kind === 'error') reject(new Error(message.message));
      else if (message.kind === 'arrival') {
        const key = `${message.ticketId}:${message.change}`;
        arrivals.set(key, [...(arrivals.get(key) ?? []), message.at!]);
      }
    });
    child.once('exit', (code) => reject(new Error(`clients exited with ${code}`)));
  });
  await sleep(500);
  const gatewayBytesPerConnection = Math.max(0, (await liveMemory()) - memoryBefore) / clients;

  // A steady 50 commands/s: ticket creations, round-robin over the organizations.
  const replies: Array<{ key: string; organizationId: string; repliedAt: number }> = [];
  const started = performance.now();
  let sent = 0;
  const inFlight: Promise<void>[] = [];
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * COMMANDS_PER_SECOND);
    while (sent < due) {
      const organization = organizations[sent % organizations.length]!;
      sent += 1;
      inFlight.push(
        createTicket(origin, organization.token, sent).then((ticketId) => {
          replies.push({
            key: `${ticketId}:TicketCreated`,
            organizationId: organization.id,
            repliedAt: performance.timeOrigin + performance.now(),
          });
        }),
      );
    }
    await sleep(5);
  }
  await Promise.all(inFlight);
  await sleep(1_000);
  child.send({ kind: 'stop' });
  await new Promise((resolve) => child.once('exit', resolve));

  const clientsPerOrganization = (organizationId: string) => audience.filter((organization) => organization.id === organizationId).length;
  const latencies: number[] = [];
  let expectedDeliveries = 0;
  for (const reply of replies) {
    expectedDeliveries += clientsPerOrganization(reply.organizationId);
    // A card may arrive before the HTTP reply reaches the caller; that counts as no delay.
    for (const at of arrivals.get(reply.key) ?? []) latencies.push(Math.max(0, at - reply.repliedAt));
  }
  latencies.sort((a, b) => a - b);
  return {
    clients,
    commands: replies.length,
    deliveries: latencies.length,
    expectedDeliveries,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    gatewayBytesPerConnection,
  };
}

let plates = 0;
async function createTicket(origin: string, token: string, sequence: number): Promise<string> {
  plates += 1;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
  const response = await fetch(`${origin}/api/wash/createWashTicket`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      data: {
        ppu: `RT${String(plates % 10_000).padStart(4, '0')}`,
        propietario: `Cliente ${sequence}`,
        driver: 'Chofer',
        vehicleType: 'SED',
        brand: 'Kia',
        model: 'Rio',
        color: 'Azul',
        endDate: today,
        endTime: '23:59',
        servicio: 'BA',
        observaciones: '',
      },
    }),
  });
  const body = (await response.json()) as { id?: string; msg?: string };
  if (!response.ok || !body.id) throw new Error(`createWashTicket failed: ${body.msg ?? response.status}`);
  return body.id;
}
