import { setTimeout as sleep } from 'node:timers/promises';
/**
 * Board latency as employees feel it (issues 4 and 12): from the moment a ticket creation leaves
 * the sender (the tap) to the card reaching every board client of that organization, with 10, 100,
 * 500 and 2,000 clients spread over 50 organizations, at a steady 50 commands/s; p50 and p99; and
 * the gateway's memory per connection (live heap and external buffers after full collections).
 * Clients and sender run in child processes. Targets at 500 clients: p50 ≤ 20 ms, p99 ≤ 100 ms.
 */
import { migrate } from '../../shared/src/db/migrate';
import { startRunningApp } from '../support/running-app';
import { createOrganizations, joinDeliveries, liveMemory, openBoards, sendCommands, spreadClients, type Organization } from './board-load';
import {
  BENCH_CONNECTION_LIMITS,
  createScratchDatabase,
  formatTable,
  integerListSetting,
  percentile,
  positiveNumberSetting,
  type Benchmark,
  type Verdict,
} from './harness';

const ORGANIZATIONS = positiveNumberSetting('BENCH_REALTIME_ORGANIZATIONS', 50, true);
const COMMANDS_PER_SECOND = positiveNumberSetting('BENCH_REALTIME_RATE', 50);
const SECONDS = positiveNumberSetting('BENCH_REALTIME_SECONDS', 10);
const WARMUP_SECONDS = positiveNumberSetting('BENCH_REALTIME_WARMUP_SECONDS', 2);
const CLIENT_COUNTS = integerListSetting('BENCH_REALTIME_CLIENTS', [10, 100, 500, 2000]);
const CLIENTS_PER_PROCESS = positiveNumberSetting('BENCH_CLIENTS_PER_PROCESS', 500, true);
const TARGETS = { clients: 500, p50Ms: 20, p99Ms: 100 };
const SPEC_RELOAD_MS = 300_000;

interface Cell {
  clients: number;
  commands: number;
  failedCommands: number;
  deliveries: number;
  expectedDeliveries: number;
  disconnects: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The command's own reply, for comparison: the card usually arrives about when the reply does. */
  replyP50Ms: number;
  replyP99Ms: number;
  gatewayBytesPerConnection: number;
}

export const benchmark: Benchmark = {
  name: 'realtime',
  settings: [
    'BENCH_REALTIME_CLIENTS',
    'BENCH_REALTIME_RATE',
    'BENCH_REALTIME_SECONDS',
    'BENCH_REALTIME_WARMUP_SECONDS',
    'BENCH_REALTIME_ORGANIZATIONS',
    'BENCH_CLIENTS_PER_PROCESS',
  ],
  async run({ serverUrl, log }) {
    const database = await createScratchDatabase(serverUrl, 'realtime');
    await migrate(database.url);
    const app = await startRunningApp({ database, connectionLimits: BENCH_CONNECTION_LIMITS });
    const cells: Cell[] = [];
    try {
      const organizations = await createOrganizations(app, ORGANIZATIONS);
      for (const clients of CLIENT_COUNTS) {
        log(`  ${clients} clients…`);
        cells.push(await measure(app.origin, organizations, clients));
      }
    } finally {
      await app.close();
    }
    const atTarget = cells.find((cell) => cell.clients === TARGETS.clients);
    const table = [
      formatTable(
        [
          'clients',
          'commands (failed)',
          'cards delivered',
          'disconnects',
          'p50 ms',
          'p99 ms',
          'max ms',
          'reply p50 / p99 ms',
          'gateway KiB/connection',
          'vs reload every 300 s',
        ],
        cells.map((cell) => [
          String(cell.clients),
          `${cell.commands} (${cell.failedCommands})`,
          `${cell.deliveries}/${cell.expectedDeliveries}`,
          String(cell.disconnects),
          cell.p50Ms.toFixed(1),
          cell.p99Ms.toFixed(1),
          cell.maxMs.toFixed(1),
          `${cell.replyP50Ms.toFixed(1)} / ${cell.replyP99Ms.toFixed(1)}`,
          (cell.gatewayBytesPerConnection / 1024).toFixed(1),
          `${Math.round(SPEC_RELOAD_MS / Math.max(cell.p99Ms, 0.1)).toLocaleString('en')}× sooner (p99)`,
        ]),
      ),
      '',
      'Latency: from the moment the request leaves the sender to the card on each board client of the organization.',
    ].join('\n');
    return {
      table,
      verdicts: atTarget
        ? [
            latencyVerdict(
              `board latency p50 ≤ ${TARGETS.p50Ms} ms at ${TARGETS.clients} clients`,
              atTarget.p50Ms,
              TARGETS.p50Ms,
              atTarget.replyP50Ms,
            ),
            latencyVerdict(
              `board latency p99 ≤ ${TARGETS.p99Ms} ms at ${TARGETS.clients} clients`,
              atTarget.p99Ms,
              TARGETS.p99Ms,
              atTarget.replyP99Ms,
            ),
          ]
        : [{ target: `board latency at ${TARGETS.clients} clients`, measured: 'not measured (BENCH_REALTIME_CLIENTS)', met: false }],
      results: {
        generatedAt: new Date().toISOString(),
        organizations: ORGANIZATIONS,
        commandsPerSecond: COMMANDS_PER_SECOND,
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        targets: TARGETS,
        specReloadMs: SPEC_RELOAD_MS,
        cells,
      },
    };
  },
};

/** The card is published once the command's read model is written, so the command's own reply time is most of it. */
function latencyVerdict(target: string, value: number, limit: number, reply: number): Verdict {
  return {
    target,
    measured: `${value.toFixed(1)} ms`,
    met: value <= limit,
    why:
      reply >= 0.7 * value
        ? `the command itself takes most of it: its reply came after ${reply.toFixed(1)} ms at the same percentile (events stored, read models written)`
        : `the fan-out to the boards adds ${(value - reply).toFixed(1)} ms to the command's reply (${reply.toFixed(1)} ms) at the same percentile`,
  };
}

async function measure(origin: string, organizations: Organization[], clients: number): Promise<Cell> {
  const memoryBefore = await liveMemory();
  const audience = Array.from({ length: clients }, (_, index) => organizations[index % organizations.length]!.token);
  const boards = await openBoards(origin, audience, CLIENTS_PER_PROCESS);
  try {
    await sleep(500);
    const gatewayBytesPerConnection = Math.max(0, (await liveMemory()) - memoryBefore) / clients;

    // Unmeasured: compiles the server's code paths and fills its caches and connection pools.
    await sendCommands({ origin, organizations, commandsPerSecond: COMMANDS_PER_SECOND, seconds: WARMUP_SECONDS, mix: 'create' });
    const sent = await sendCommands({ origin, organizations, commandsPerSecond: COMMANDS_PER_SECOND, seconds: SECONDS, mix: 'create' });
    // Cards still on their way when the last reply came.
    await sleep(1_000);
    const { arrivals, disconnects } = await boards.collect();

    const { deliveries, expected } = joinDeliveries(sent, arrivals, spreadClients(clients, organizations.length));
    const latencies = deliveries.map((delivery) => delivery.latencyMs).sort((a, b) => a - b);
    const replies = sent
      .filter((command) => command.ok)
      .map((command) => command.repliedAt - command.sentAt)
      .sort((a, b) => a - b);
    return {
      clients,
      commands: sent.length,
      failedCommands: sent.filter((command) => !command.ok).length,
      deliveries: latencies.length,
      expectedDeliveries: expected,
      disconnects,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      maxMs: latencies.at(-1) ?? Number.NaN,
      replyP50Ms: percentile(replies, 0.5),
      replyP99Ms: percentile(replies, 0.99),
      gatewayBytesPerConnection,
    };
  } finally {
    await boards.close();
  }
}
