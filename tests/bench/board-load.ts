/**
 * What the board benchmarks (realtime, sustained) share: organizations with an administrator's
 * token, board clients in child processes, a command sender in a child process, and the join of
 * both into latencies from the tap (the moment a request leaves the sender) to the card on every
 * board of that organization.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { startRunningApp } from '../support/running-app';
import { ADMIN } from '../support/test-app';

export interface Organization {
  id: string;
  token: string;
}

/** A card reaching one board client. */
export interface Arrival {
  ticketId: string;
  change: string;
  at: number;
}

export type TicketChange = 'TicketCreated' | 'TicketStarted' | 'TicketFinished';

/** One command the sender sent; times are epoch milliseconds with sub-millisecond precision. */
export interface SentCommand {
  organization: number;
  change: TicketChange;
  /** Known once the reply has come (a creation's id is in its reply). */
  ticketId: string | null;
  sentAt: number;
  repliedAt: number;
  ok: boolean;
  error?: string;
}

export type CommandMix = 'create' | 'lifecycle';

export interface SendPlan {
  origin: string;
  organizations: Organization[];
  commandsPerSecond: number;
  seconds: number;
  /** `create`: only ticket creations. `lifecycle`: each organization's tickets are created, started and finished in turn. */
  mix: CommandMix;
}

export async function createOrganizations(app: Awaited<ReturnType<typeof startRunningApp>>, count: number): Promise<Organization[]> {
  const sa = await app.login(ADMIN.identification, ADMIN.password);
  const organizations: Organization[] = [];
  for (let index = 0; index < count; index += 1) {
    const organization = await app.createOrganization(sa, { name: `Bench ${index}` });
    const admin = await app.createUser('AD', organization.id);
    organizations.push({ id: organization.id, token: admin.token });
  }
  return organizations;
}

function child(module: string): ChildProcess {
  return fork(fileURLToPath(new URL(module, import.meta.url)), [], { execArgv: ['--import', 'tsx'] });
}

function failure(message: { kind: string; message?: string }): Error {
  return new Error(message.message ?? 'child process failed');
}

/** Board clients spread over child processes of at most `perProcess` clients each. */
export interface Boards {
  /** Every card that has reached a client so far, and how many clients lost their connection. */
  collect(): Promise<{ arrivals: Arrival[]; disconnects: number }>;
  close(): Promise<void>;
}

export async function openBoards(origin: string, tokens: readonly string[], perProcess: number): Promise<Boards> {
  const children: ChildProcess[] = [];
  try {
    for (let start = 0; start < tokens.length; start += perProcess) {
      const boards = child('./realtime-clients.ts');
      children.push(boards);
      await new Promise<void>((resolve, reject) => {
        boards.on('message', (message: { kind: string; message?: string }) => {
          if (message.kind === 'ready') resolve();
          if (message.kind === 'error') reject(failure(message));
        });
        boards.once('exit', (code) => reject(new Error(`board clients exited with ${code}`)));
        boards.send({ kind: 'setup', origin, tokens: tokens.slice(start, start + perProcess) });
      });
    }
  } catch (error) {
    for (const boards of children) boards.kill();
    throw error;
  }
  return {
    async collect() {
      const arrivals: Arrival[] = [];
      let disconnects = 0;
      for (const boards of children) {
        await new Promise<void>((resolve) => {
          const listener = (message: { kind: string; arrivals?: Arrival[]; disconnects?: number }) => {
            if (message.kind === 'arrivals') for (const arrival of message.arrivals!) arrivals.push(arrival);
            if (message.kind === 'collected') {
              disconnects += message.disconnects!;
              boards.off('message', listener);
              resolve();
            }
          };
          boards.on('message', listener);
          boards.send({ kind: 'collect' });
        });
      }
      return { arrivals, disconnects };
    },
    async close() {
      await Promise.all(
        children.map(
          (boards) =>
            new Promise<void>((resolve) => {
              if (boards.exitCode !== null) return resolve();
              boards.once('exit', () => resolve());
              boards.send({ kind: 'stop' });
            }),
        ),
      );
    },
  };
}

/** Runs the plan in a child process (so that the server's process only serves) and returns every command sent. */
/**
 * Sends the plan's commands from a child process and returns what was sent and answered. `whenFinished`
 * runs once every reply is in and before that record (tens of thousands of entries) enters this
 * process, so that what it measures of this process's memory is the server's alone.
 */
export async function sendCommands(plan: SendPlan, whenFinished?: () => Promise<void>): Promise<SentCommand[]> {
  const sender = child('./command-sender.ts');
  const sent: SentCommand[] = [];
  await new Promise<void>((resolve, reject) => {
    sender.on('message', (message: { kind: string; sent?: SentCommand[]; message?: string }) => {
      if (message.kind === 'finished') void (whenFinished?.() ?? Promise.resolve()).then(() => sender.send({ kind: 'report' }), reject);
      if (message.kind === 'sent') for (const command of message.sent!) sent.push(command);
      if (message.kind === 'done') resolve();
      if (message.kind === 'error') reject(failure(message));
    });
    sender.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`command sender exited with ${code}`))));
    sender.send({ kind: 'run', plan });
  });
  sender.send({ kind: 'stop' });
  return sent;
}

export interface Delivery {
  /** When the command was sent. */
  sentAt: number;
  /** From the moment the request left to the card reaching this client. */
  latencyMs: number;
}

export interface Deliveries {
  deliveries: Delivery[];
  /** Cards every other screen of the organization should have received for the successful commands. */
  expected: number;
}

/**
 * Joins the commands with the cards: each successful command should reach every board client of
 * its organization. A command whose ticket id is unknown (its reply failed) is not expected anywhere.
 */
export function joinDeliveries(
  sent: readonly SentCommand[],
  arrivals: readonly Arrival[],
  clientsPerOrganization: readonly number[],
): Deliveries {
  const byCard = new Map<string, number[]>();
  for (const arrival of arrivals) {
    const key = `${arrival.ticketId}:${arrival.change}`;
    const times = byCard.get(key);
    if (times) times.push(arrival.at);
    else byCard.set(key, [arrival.at]);
  }
  const deliveries: Delivery[] = [];
  let expected = 0;
  for (const command of sent) {
    if (!command.ok || !command.ticketId) continue;
    expected += clientsPerOrganization[command.organization] ?? 0;
    for (const at of byCard.get(`${command.ticketId}:${command.change}`) ?? []) {
      deliveries.push({ sentAt: command.sentAt, latencyMs: at - command.sentAt });
    }
  }
  return { deliveries, expected };
}

/** How many of `clients` board clients (spread round-robin over the organizations) each organization has. */
export function spreadClients(clients: number, organizations: number): number[] {
  return Array.from(
    { length: organizations },
    (_, index) => Math.floor(clients / organizations) + (index < clients % organizations ? 1 : 0),
  );
}

// The RSS only grows when the heap does, so its delta says little; the live heap after a full
// collection (plus the buffers outside it) is what the connections really hold.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Live heap plus external buffers of this process after three full collections, in bytes. */
export async function liveMemory(): Promise<number> {
  for (let pass = 0; pass < 3; pass += 1) {
    collectGarbage();
    await new Promise((resolve) => setImmediate(resolve));
  }
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}
