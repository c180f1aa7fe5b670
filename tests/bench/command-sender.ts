import { setTimeout as sleep } from 'node:timers/promises';
/**
 * Child process of the board benchmarks: sends ticket commands over HTTP at a steady rate, as the
 * employees' taps would, whatever the replies' pace (an open loop: a slow server makes requests
 * pile up, it does not slow the taps). Each command is stamped right before its request leaves.
 *
 * Messages from the parent: { kind: 'run', plan: SendPlan }, { kind: 'report' }, { kind: 'stop' }. To the
 * parent: { kind: 'finished' } once the plan is over and every reply is in; after 'report', { kind: 'sent',
 * sent } in chunks, then { kind: 'done' }.
 */
import type { SendPlan, SentCommand, TicketChange } from './board-load';
import { newServiceBody } from './ticket-bodies';

const CHUNK = 20_000;
const send = (message: unknown) => process.send?.(message);
const now = () => performance.timeOrigin + performance.now();

let sequence = Math.floor(Math.random() * 1_000_000);

async function post(origin: string, path: string, token: string, body: unknown): Promise<{ id?: string }> {
  const response = await fetch(`${origin}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { id?: string; msg?: string };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${answer.msg ?? ''}`.trim());
  return answer;
}

/** Per organization, the tickets waiting for their next step (lifecycle mix). */
interface Queues {
  created: string[];
  started: string[];
}

async function run(plan: SendPlan): Promise<void> {
  const queues: Queues[] = plan.organizations.map(() => ({ created: [], started: [] }));
  const sent: SentCommand[] = [];
  const inFlight = new Set<Promise<void>>();

  function issue(index: number): void {
    const organization = plan.organizations[index % plan.organizations.length]!;
    const organizationIndex = index % plan.organizations.length;
    const queue = queues[organizationIndex]!;
    let change: TicketChange = 'TicketCreated';
    let ticketId: string | null = null;
    if (plan.mix === 'lifecycle' && queue.started.length > 0) {
      change = 'TicketFinished';
      ticketId = queue.started.shift()!;
    } else if (plan.mix === 'lifecycle' && queue.created.length > 0) {
      change = 'TicketStarted';
      ticketId = queue.created.shift()!;
    }
    // The tap: stamped before the request is built and sent.
    const sentAt = now();
    const request =
      change === 'TicketCreated'
        ? post(plan.origin, 'wash/createWashTicket', organization.token, newServiceBody(sequence++))
        : change === 'TicketStarted'
          ? post(plan.origin, 'wash/setWashTicketState', organization.token, { id: ticketId, status: 2 })
          : post(plan.origin, 'wash/finishWashTicket', organization.token, { id: ticketId });
    const command: SentCommand = { organization: organizationIndex, change, ticketId, sentAt, repliedAt: 0, ok: false };
    sent.push(command);
    const settled = request.then(
      (answer) => {
        command.repliedAt = now();
        command.ok = true;
        if (change === 'TicketCreated') {
          command.ticketId = answer.id ?? null;
          if (answer.id) queue.created.push(answer.id);
        } else if (change === 'TicketStarted') {
          queue.started.push(ticketId!);
        }
      },
      (error: unknown) => {
        command.repliedAt = now();
        command.error = error instanceof Error ? error.message : String(error);
      },
    );
    const tracked = settled.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }

  const started = performance.now();
  const end = started + plan.seconds * 1_000;
  let issued = 0;
  while (performance.now() < end) {
    const due = Math.floor(((performance.now() - started) / 1_000) * plan.commandsPerSecond);
    while (issued < due) issue(issued++);
    await sleep(2);
  }
  await Promise.all(inFlight);
  send({ kind: 'finished' });
  reportSent = () => {
    for (let start = 0; start < sent.length; start += CHUNK) send({ kind: 'sent', sent: sent.slice(start, start + CHUNK) });
    send({ kind: 'done' });
  };
}

/** Set once every reply is in: the parent asks for the record when it is ready to hold it. */
let reportSent: (() => void) | undefined;

process.on('message', (message: { kind: string; plan?: SendPlan }) => {
  if (message.kind === 'run') {
    run(message.plan!).catch((error: unknown) => {
      send({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
      process.exit(1);
    });
  }
  if (message.kind === 'report') reportSent?.();
  if (message.kind === 'stop') process.exit(0);
});
