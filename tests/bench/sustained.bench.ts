import { setTimeout as sleep } from 'node:timers/promises';
/**
 * A sustained run (issue 12): 200 ticket commands/s (each organization's tickets created, started
 * and finished in turn) with 1,000 board clients over 50 organizations, for 5 minutes, against the
 * whole product in this process. Per 30-second window: board latency from the tap to the card on
 * every board of the organization, the commands' own reply time, failures, the server's event-loop
 * delay and its memory. Targets: no errors; memory flat: the live heap (after full collections) at the
 * end within 10 % of the live heap after the first window (the warm-up); the rate held; replies' p99 within
 * 250 ms in every window (issue 21).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { migrate } from '../../shared/src/db/migrate';
import { startRunningApp } from '../support/running-app';
import { createOrganizations, joinDeliveries, liveMemory, openBoards, sendCommands, spreadClients, type SentCommand } from './board-load';
import {
  BENCH_CONNECTION_LIMITS,
  createScratchDatabase,
  formatTable,
  percentile,
  positiveNumberSetting,
  type Benchmark,
  type Verdict,
} from './harness';

const ORGANIZATIONS = positiveNumberSetting('BENCH_SUSTAINED_ORGANIZATIONS', 50, true);
const CLIENTS = positiveNumberSetting('BENCH_SUSTAINED_CLIENTS', 1_000, true);
const COMMANDS_PER_SECOND = positiveNumberSetting('BENCH_SUSTAINED_RATE', 200);
const SECONDS = positiveNumberSetting('BENCH_SUSTAINED_SECONDS', 300);
const WINDOW_SECONDS = positiveNumberSetting('BENCH_SUSTAINED_WINDOW_SECONDS', 30);
const CLIENTS_PER_PROCESS = positiveNumberSetting('BENCH_CLIENTS_PER_PROCESS', 500, true);
/** Memory is flat when the live heap at the end is within this share of the live heap after the warm-up. */
const FLAT_MEMORY_TOLERANCE = 0.1;
/** Issue 21: a command's reply p99 in every window of the sustained run, the warm-up included. */
const REPLY_P99_TARGET_MS = 250;

const MIB = 1024 * 1024;

interface MemorySample {
  at: number;
  rss: number;
  heapUsed: number;
  external: number;
}

interface Window {
  index: number;
  fromSecond: number;
  commands: number;
  failedCommands: number;
  boardP50Ms: number;
  boardP99Ms: number;
  replyP50Ms: number;
  replyP99Ms: number;
  deliveries: number;
  expectedDeliveries: number;
  eventLoopDelayP99Ms: number;
  /** The lowest heap seen in the window: what the collector could not free. */
  heapFloorMiB: number;
  rssMaxMiB: number;
}

const now = () => performance.timeOrigin + performance.now();

export const benchmark: Benchmark = {
  name: 'sustained',
  settings: [
    'BENCH_SUSTAINED_RATE',
    'BENCH_SUSTAINED_CLIENTS',
    'BENCH_SUSTAINED_SECONDS',
    'BENCH_SUSTAINED_WINDOW_SECONDS',
    'BENCH_SUSTAINED_ORGANIZATIONS',
    'BENCH_CLIENTS_PER_PROCESS',
  ],
  async run({ serverUrl, log }) {
    const database = await createScratchDatabase(serverUrl, 'sustained');
    await migrate(database.url);
    const app = await startRunningApp({ database, connectionLimits: BENCH_CONNECTION_LIMITS });
    let sent: SentCommand[] = [];
    let disconnects = 0;
    let windows: Window[] = [];
    let errors: string[] = [];
    const live = { afterWarmup: Number.NaN, atEnd: Number.NaN };
    try {
      const organizations = await createOrganizations(app, ORGANIZATIONS);
      const audience = Array.from({ length: CLIENTS }, (_, index) => organizations[index % organizations.length]!.token);
      log(`  ${CLIENTS} board clients connecting…`);
      const boards = await openBoards(app.origin, audience, CLIENTS_PER_PROCESS);
      try {
        log(`  ${COMMANDS_PER_SECOND} commands/s for ${SECONDS} s…`);
        const samples: MemorySample[] = [];
        const eventLoopDelays: number[] = [];
        const delay = monitorEventLoopDelay({ resolution: 10 });
        delay.enable();
        const startedAt = now();
        const sampler = setInterval(() => {
          const { rss, heapUsed, external } = process.memoryUsage();
          samples.push({ at: now(), rss, heapUsed, external });
        }, 1_000);
        const windowTimer = setInterval(() => {
          eventLoopDelays.push(delay.percentile(99) / 1e6);
          delay.reset();
          log(`    ${Math.round((now() - startedAt) / 1_000)} s`);
          // Once, after the warm-up: the full collections pause the server for a moment, early in the second window.
          if (eventLoopDelays.length === 1) void liveMemory().then((bytes) => (live.afterWarmup = bytes));
        }, WINDOW_SECONDS * 1_000);
        try {
          sent = await sendCommands(
            { origin: app.origin, organizations, commandsPerSecond: COMMANDS_PER_SECOND, seconds: SECONDS, mix: 'lifecycle' },
            async () => {
              clearInterval(sampler);
              clearInterval(windowTimer);
              delay.disable();
              await sleep(2_000);
              // Every command answered, every board still connected, and the sender's record of the run not yet in
              // this process: what is left should be what was there after the warm-up.
              live.atEnd = await liveMemory();
            },
          );
        } finally {
          clearInterval(sampler);
          clearInterval(windowTimer);
          delay.disable();
        }
        const collected = await boards.collect();
        disconnects = collected.disconnects;
        const { deliveries } = joinDeliveries(sent, collected.arrivals, spreadClients(CLIENTS, organizations.length));
        // Windows start with the first tap: the sender's process takes a moment to start.
        const firstTap = sent.reduce((first, command) => Math.min(first, command.sentAt), Number.POSITIVE_INFINITY);
        windows = toWindows(
          Number.isFinite(firstTap) ? firstTap : startedAt,
          sent,
          deliveries,
          samples,
          eventLoopDelays,
          spreadClients(CLIENTS, organizations.length),
        );
        errors = [...new Set(sent.filter((command) => !command.ok).map((command) => command.error ?? 'unknown'))].slice(0, 5);
      } finally {
        await boards.close();
      }
    } finally {
      await app.close();
    }
    return report(sent, disconnects, windows, errors, live);
  },
};

function toWindows(
  startedAt: number,
  sent: readonly SentCommand[],
  deliveries: ReturnType<typeof joinDeliveries>['deliveries'],
  samples: readonly MemorySample[],
  eventLoopDelays: readonly number[],
  clientsPerOrganization: readonly number[],
): Window[] {
  const count = Math.ceil(SECONDS / WINDOW_SECONDS);
  const windowOf = (at: number) => Math.min(count - 1, Math.max(0, Math.floor((at - startedAt) / (WINDOW_SECONDS * 1_000))));
  const windows = Array.from({ length: count }, (_, index) => ({
    commands: [] as SentCommand[],
    latencies: [] as number[],
    samples: [] as MemorySample[],
    index,
  }));
  for (const command of sent) windows[windowOf(command.sentAt)]!.commands.push(command);
  for (const delivery of deliveries) windows[windowOf(delivery.sentAt)]!.latencies.push(delivery.latencyMs);
  for (const sample of samples) windows[windowOf(sample.at)]!.samples.push(sample);
  return windows.map((window) => {
    const latencies = window.latencies.sort((a, b) => a - b);
    const answered = window.commands.filter((command) => command.ok);
    const replies = answered.map((command) => command.repliedAt - command.sentAt).sort((a, b) => a - b);
    return {
      index: window.index,
      fromSecond: window.index * WINDOW_SECONDS,
      commands: window.commands.length,
      failedCommands: window.commands.length - answered.length,
      boardP50Ms: percentile(latencies, 0.5),
      boardP99Ms: percentile(latencies, 0.99),
      replyP50Ms: percentile(replies, 0.5),
      replyP99Ms: percentile(replies, 0.99),
      deliveries: latencies.length,
      expectedDeliveries: answered
        .filter((command) => command.ticketId)
        .reduce((sum, command) => sum + (clientsPerOrganization[command.organization] ?? 0), 0),
      eventLoopDelayP99Ms: eventLoopDelays[window.index] ?? Number.NaN,
      heapFloorMiB: Math.min(...window.samples.map((sample) => sample.heapUsed + sample.external)) / MIB,
      rssMaxMiB: Math.max(...window.samples.map((sample) => sample.rss)) / MIB,
    };
  });
}

function report(
  sent: readonly SentCommand[],
  disconnects: number,
  windows: readonly Window[],
  errors: readonly string[],
  live: { afterWarmup: number; atEnd: number },
) {
  const failed = sent.filter((command) => !command.ok).length;
  const delivered = windows.reduce((sum, window) => sum + window.deliveries, 0);
  const expected = windows.reduce((sum, window) => sum + window.expectedDeliveries, 0);
  const growth = (live.atEnd - live.afterWarmup) / live.afterWarmup;
  const achievedRate = sent.length / SECONDS;
  const table = formatTable(
    [
      'window',
      'commands (failed)',
      'board p50 / p99 ms',
      'reply p50 / p99 ms',
      'cards delivered',
      'event loop p99 ms',
      'heap floor MiB',
      'RSS max MiB',
    ],
    windows.map((window) => [
      `${window.fromSecond}–${window.fromSecond + WINDOW_SECONDS} s${window.index === 0 ? ' (warm-up)' : ''}`,
      `${window.commands} (${window.failedCommands})`,
      `${window.boardP50Ms.toFixed(1)} / ${window.boardP99Ms.toFixed(1)}`,
      `${window.replyP50Ms.toFixed(1)} / ${window.replyP99Ms.toFixed(1)}`,
      `${window.deliveries}/${window.expectedDeliveries}`,
      window.eventLoopDelayP99Ms.toFixed(1),
      window.heapFloorMiB.toFixed(1),
      window.rssMaxMiB.toFixed(1),
    ]),
  );
  const noErrors = failed === 0 && disconnects === 0 && delivered === expected;
  const worst = windows.toSorted((a, b) => b.replyP99Ms - a.replyP99Ms)[0];
  const slowWindows = windows.filter((window) => !(window.replyP99Ms <= REPLY_P99_TARGET_MS));
  const flat = Number.isFinite(growth) && growth <= FLAT_MEMORY_TOLERANCE;
  const lines = [
    table,
    '',
    `${sent.length} commands in ${SECONDS} s (${achievedRate.toFixed(1)}/s of ${COMMANDS_PER_SECOND}/s asked), ${CLIENTS} board clients over ${ORGANIZATIONS} organizations.`,
    'Board latency: from the moment the request leaves the sender to the card on each board client of the organization.',
  ];
  const verdicts: Verdict[] = [
    {
      target: 'no errors (failed commands, board disconnects, cards not delivered)',
      measured: `${failed} failed commands, ${disconnects} disconnects, ${delivered}/${expected} cards delivered`,
      met: noErrors,
      why: errors.length > 0 ? `first errors: ${errors.join('; ')}` : 'cards missing: see the windows',
    },
    {
      target: `memory flat after warm-up (live heap at the end within ${FLAT_MEMORY_TOLERANCE * 100} % of the live heap after the first window)`,
      measured: Number.isFinite(growth)
        ? `${(live.afterWarmup / MIB).toFixed(1)} → ${(live.atEnd / MIB).toFixed(1)} MiB (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %)`
        : 'not measured: the run ended within the first window',
      met: flat,
      why: 'the server process kept memory the run no longer needed: see the heap floor per window',
    },
    {
      target: `${COMMANDS_PER_SECOND} commands/s sustained`,
      measured: `${achievedRate.toFixed(1)}/s sent`,
      met: achievedRate >= 0.99 * COMMANDS_PER_SECOND && failed === 0,
      why: 'the sender could not keep the rate or commands failed',
    },
    {
      target: `reply p99 ≤ ${REPLY_P99_TARGET_MS} ms in every ${WINDOW_SECONDS}-s window`,
      measured: `worst window ${worst ? `${worst.replyP99Ms.toFixed(0)} ms (${worst.fromSecond}–${worst.fromSecond + WINDOW_SECONDS} s)` : 'none'}, ${slowWindows.length} of ${windows.length} windows over`,
      met: worst !== undefined && slowWindows.length === 0,
      why: `the server's event loop p99 in the windows over: ${slowWindows.map((window) => `${window.eventLoopDelayP99Ms.toFixed(0)} ms`).join(', ')}; a low event-loop delay means the replies wait on the commands' transactions (the commands benchmark gives a command's rate alone)`,
    },
  ];
  return {
    table: lines.join('\n'),
    verdicts,
    results: {
      generatedAt: new Date().toISOString(),
      organizations: ORGANIZATIONS,
      clients: CLIENTS,
      commandsPerSecond: COMMANDS_PER_SECOND,
      seconds: SECONDS,
      windowSeconds: WINDOW_SECONDS,
      commands: sent.length,
      failedCommands: failed,
      errors,
      disconnects,
      deliveries: delivered,
      expectedDeliveries: expected,
      liveHeapAfterWarmupBytes: live.afterWarmup,
      liveHeapAtEndBytes: live.atEnd,
      liveHeapGrowth: growth,
      verdicts: { noErrors, memoryFlat: flat, replyP99WithinTarget: worst !== undefined && slowWindows.length === 0 },
      windows,
    },
  };
}
