import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Decider } from '@lavado/shared/domain/decider';
import type { EventStore, NewEvent, Position, RecordedEvent } from '@lavado/shared/eventstore/port';
import type { ProjectionWaiter } from '@lavado/projections/progress';
import type { PseudonymousValue, StreamPseudonyms } from '@lavado/shared/privacy/stream-pseudonyms';
import { createCommandRunner } from './run';

/** Just enough of a store for the runner: streams in memory, positions "1", "2", … compared as numbers. */
function memoryStore() {
  const events: RecordedEvent[] = [];
  const store: Pick<EventStore, 'read' | 'append' | 'comparePositions'> = {
    async read(streamId) {
      return events.filter((event) => event.streamId === streamId);
    },
    async append(streamId, newEvents: readonly NewEvent[]) {
      const revision = events.filter((event) => event.streamId === streamId).length;
      newEvents.forEach((event, index) =>
        events.push({ ...event, streamId, revision: revision + index, position: String(events.length + 1), createdAt: '' }),
      );
      return { position: String(events.length), nextRevision: revision + newEvents.length - 1 };
    },
    comparePositions: (a, b) => Number(a) - Number(b),
  };
  return store as EventStore;
}

/** Pseudonymous stream names in memory: one name per value, as the table keeps them. */
function memoryPseudonyms(): StreamPseudonyms {
  const names = new Map<string, string>();
  const key = (value: PseudonymousValue) => JSON.stringify(value);
  return {
    async streamOf(value) {
      if (!names.has(key(value))) names.set(key(value), `${value.kind}-${randomUUID()}`);
      return names.get(key(value))!;
    },
    async findStreamOf(value) {
      return names.get(key(value)) ?? null;
    },
    async forget(streamIds) {
      let forgotten = 0;
      for (const [value, name] of names) if (streamIds.includes(name) && names.delete(value)) forgotten++;
      return forgotten;
    },
  };
}

function recordingWaiter() {
  const waits: { names: readonly string[]; position: Position }[] = [];
  const waiter: ProjectionWaiter = {
    async waitFor(names, position) {
      waits.push({ names, position });
      return true;
    },
    async close() {},
  };
  return { waiter, waits };
}

/** Appends the events it is told to: the runner's behaviour around it is what is under test. */
const appendAll: Decider<{ types: string[]; data?: Record<string, string> }, null, { type: string; data: Record<string, string> }> = {
  initialState: null,
  evolve: (state) => state,
  decide: ({ types, data = {} }) => types.map((type) => ({ type, data })),
};

function runnerOn(store: EventStore, waiter: ProjectionWaiter, commandId = randomUUID()) {
  return createCommandRunner(
    { store, waiter, pseudonyms: memoryPseudonyms() },
    { commandId, correlationId: 'test', actor: null, organizationId: null, now: new Date('2026-11-25T12:00:00Z') },
  );
}

describe('command runner: waiting for read models', () => {
  it('waits for each projector up to the last appended event it handles, and not at all for one that handles none', async () => {
    const store = memoryStore();
    const { waiter, waits } = recordingWaiter();
    const commands = runnerOn(store, waiter);
    await commands.run('client-1', appendAll, { types: ['ClientRegistered'] }); // position 1: clients only
    await commands.run('ticket-1', appendAll, { types: ['TicketCreated'] }); // position 2: clients, wash-records, money…
    await commands.run('client-2', appendAll, { types: ['ClientRegistered'] }); // position 3: clients only

    await commands.settle(['clients', 'wash-records', 'support-tickets']);

    expect(waits).toEqual([
      { names: ['clients'], position: '3' },
      { names: ['wash-records'], position: '2' },
    ]);
  });

  it('says whether every read model caught up: false when one is still behind when the wait ends', async () => {
    const store = memoryStore();
    const behind: ProjectionWaiter = { waitFor: async (names) => !names.includes('clients'), close: async () => {} };
    const commands = runnerOn(store, behind);
    await commands.run('ticket-1', appendAll, { types: ['TicketCreated'], data: { clientId: 'client-1' } }); // clients, wash-records, money…

    expect(await commands.settle(['wash-records', 'money'])).toBe(true);
    expect(await commands.settle(['wash-records', 'clients'])).toBe(false);
    expect(await commands.settle(['support-tickets'])).toBe(true); // nothing appended for it: nothing to wait for
  });

  it('does not wait for a projector that ignores the event: a ticket with no client changes no client', async () => {
    const { waiter, waits } = recordingWaiter();
    const commands = runnerOn(memoryStore(), waiter);
    await commands.run('ticket-1', appendAll, { types: ['TicketCreated'] });
    await commands.settle(['clients', 'wash-records']);
    expect(waits).toEqual([{ names: ['wash-records'], position: '1' }]);

    await commands.run('ticket-2', appendAll, { types: ['TicketCreated'], data: { clientId: 'client-1' } });
    await commands.settle(['clients']);
    expect(waits.at(-1)).toEqual({ names: ['clients'], position: '2' });
  });

  it('a retried command waits for the events its first try stored', async () => {
    const store = memoryStore();
    const commandId = randomUUID();
    await runnerOn(store, recordingWaiter().waiter, commandId).run('ticket-1', appendAll, { types: ['TicketCreated'] });

    const { waiter, waits } = recordingWaiter();
    const retry = runnerOn(store, waiter, commandId);
    expect(await retry.run('ticket-1', appendAll, { types: ['TicketCreated'] })).toMatchObject({ appended: 0 });
    await retry.settle(['wash-records']);

    expect(waits).toEqual([{ names: ['wash-records'], position: '1' }]);
  });

  it('waits for nothing when the command appended nothing', async () => {
    const { waiter, waits } = recordingWaiter();
    const commands = runnerOn(memoryStore(), waiter);
    await commands.run('ticket-1', appendAll, { types: [] });
    await commands.settle(['wash-records']);
    expect(waits).toEqual([]);
  });
});
