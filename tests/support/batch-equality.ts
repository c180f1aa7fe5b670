import { inTransaction, type Pool } from '@lavado/shared/db/pool';
import type { RecordedEvent } from '@lavado/shared/eventstore/port';
import type { ProjectionContext, Projector } from '@lavado/projections/runner/projector';

/** Draws from a fixed sequence (mulberry32), so a history that fails a test is the same history when run again. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One global order of several streams' events that keeps each stream's own order, as concurrent commands leave them. */
export function interleave<T>(sequences: readonly (readonly T[])[], random: () => number): T[] {
  const cursors = sequences.map(() => 0);
  const merged: T[] = [];
  for (;;) {
    const open = sequences.flatMap((sequence, index) => (cursors[index]! < sequence.length ? [index] : []));
    if (open.length === 0) return merged;
    const chosen = open[Math.floor(random() * open.length)]!;
    merged.push(sequences[chosen]![cursors[chosen]!]!);
    cursors[chosen]! += 1;
  }
}

const silentContext = (client: ProjectionContext['client']): ProjectionContext => ({
  client,
  replaying: false,
  publish: async () => undefined,
});

/** The projector's `apply`, one event per transaction, for the events it handles. */
export async function applyOneByOne(pool: Pool, projector: Projector, events: readonly RecordedEvent[]): Promise<void> {
  for (const event of events) {
    if (!projector.handles.includes(event.type)) continue;
    await inTransaction(pool, (client) => projector.apply(event, silentContext(client)));
  }
}

/**
 * The projector's `applyBatch` as the runner calls it: `size` events per transaction, handing it only
 * the events it handles. Called directly, so a batch that throws fails the test instead of falling back.
 */
export async function applyInBatches(pool: Pool, projector: Projector, events: readonly RecordedEvent[], size: number): Promise<void> {
  const { applyBatch } = projector;
  if (!applyBatch) throw new Error(`${projector.name} has no applyBatch`);
  for (let start = 0; start < events.length; start += size) {
    const handled = events.slice(start, start + size).filter((event) => projector.handles.includes(event.type));
    if (handled.length === 0) continue;
    await inTransaction(pool, (client) => applyBatch.call(projector, handled, silentContext(client)));
  }
}
