import { createStore, get, set, type UseStore } from 'idb-keyval';
import { create } from 'zustand';
import type { PauseReason } from '@lavado/shared/wash/pause-reason';
import { ApiError } from '../../../lib/api/apiClient';

/** The board's taps that go through the outbox: Iniciar, Pausar, Finalizar and "Avisar por WhatsApp". */
export type TapKind = 'start' | 'pause' | 'finish' | 'notify';

/**
 * One tap, kept in this phone's IndexedDB from the moment it is made until the server answers it:
 * its `Idempotency-Key` (so a tap sent twice, or again after a reload, is one command to the server)
 * and the time it was made, which the server records as the command's claimed time (clamped:
 * claimedInstant in shared/src/wash/ticket.decider.ts).
 */
export interface OutboxTap {
  key: string;
  kind: TapKind;
  ticketId: string;
  /** The plate, to name the card when the server refuses the tap. */
  ppu: string;
  /** ISO instant of the tap. */
  tappedAt: string;
  /** Pausar's answer to "why" (the board always asks). */
  pauseReason?: PauseReason;
  /** `refused`: the server said no (the ticket was finished by someone else): kept, and shown, until the washer dismisses it. */
  state: 'pending' | 'refused';
  refusal?: string;
}

/** Sends one tap with its key and time; throws the ApiError the server's answer (or its absence) makes. */
export type TapSender = (tap: OutboxTap) => Promise<unknown>;

/** What became of a tap its own screen waits for: sent, or kept for later (no connection). */
export type TapOutcome = 'sent' | 'queued';

interface OutboxState {
  /** Whose taps are loaded: each user's taps are sent with their own session only. */
  userId: string | null;
  taps: readonly OutboxTap[];
}

export const useOutboxStore = create<OutboxState>()(() => ({ userId: null, taps: [] }));

let database: UseStore | null = null;
/** Opened on first use: a screen that never taps opens no database. */
const outboxDatabase = () => (database ??= createStore('lavado-bay', 'outbox'));
const storageKey = (userId: string) => `taps:${userId}`;

let sender: TapSender | null = null;
/** The user's kept taps being read: a tap made meanwhile is added after them, never in their place. */
let loading: Promise<void> = Promise.resolve();
let flushing: Promise<void> | null = null;
/** The screens waiting for the answer to a tap they made (gone after a reload: the card then shows the refusal). */
const waiting = new Map<string, { resolve: (outcome: TapOutcome) => void; reject: (error: unknown) => void }>();

async function save(taps: readonly OutboxTap[]): Promise<void> {
  const { userId } = useOutboxStore.getState();
  useOutboxStore.setState({ taps });
  if (userId) await set(storageKey(userId), taps, outboxDatabase());
}

/** Loads `userId`'s kept taps (after a reload, or another user signing in on the same phone) and sends what is pending. */
export function loadOutbox(userId: string): Promise<void> {
  if (useOutboxStore.getState().userId === userId) return loading;
  useOutboxStore.setState({ userId, taps: [] });
  loading = get<OutboxTap[]>(storageKey(userId), outboxDatabase()).then((kept) => {
    if (useOutboxStore.getState().userId === userId) useOutboxStore.setState({ taps: kept ?? [] });
  });
  void loading.then(flushOutbox);
  return loading;
}

/** Who sends the taps: the board registers its commands while it is open (useBoardOutbox). */
export function registerTapSender(send: TapSender | null): void {
  sender = send;
  if (send) void flushOutbox();
}

/**
 * Keeps `tap` (stored before anything is sent, so a reload or a dead battery cannot lose it), then
 * sends the outbox in order. Resolves `sent` once the server accepted it, `queued` while it cannot
 * be reached; rejects with the server's refusal, which the caller shows (then it is not kept).
 */
export async function enqueueTap(tap: Omit<OutboxTap, 'state'>): Promise<TapOutcome> {
  const outcome = new Promise<TapOutcome>((resolve, reject) => waiting.set(tap.key, { resolve, reject }));
  await loading;
  await save([...useOutboxStore.getState().taps, { ...tap, state: 'pending' }]);
  void flushOutbox();
  return outcome;
}

/** The washer read a refusal: it leaves the card. */
export async function dismissTap(key: string): Promise<void> {
  await save(useOutboxStore.getState().taps.filter((tap) => tap.key !== key));
}

/**
 * Sends the pending taps one at a time, oldest first, each with its own key: an accepted one leaves
 * the outbox, a refused one stays as refused (or goes back to the screen that waits for it), and the
 * first that cannot reach the server stops the round until the next (the connection returns, the
 * board's socket is live again, or the retry timer).
 */
export function flushOutbox(): Promise<void> {
  flushing ??= sendPending().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendPending(): Promise<void> {
  for (;;) {
    const send = sender;
    const next = useOutboxStore.getState().taps.find((tap) => tap.state === 'pending');
    if (!send || !next) return;
    const waiter = waiting.get(next.key);
    try {
      await send(next);
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind !== 'rejected') {
        // No answer (offline, the API down, the session over): kept, in its place, for the next round.
        for (const [key, pending] of waiting) {
          pending.resolve('queued');
          waiting.delete(key);
        }
        return;
      }
      waiting.delete(next.key);
      if (waiter) {
        await save(useOutboxStore.getState().taps.filter((tap) => tap.key !== next.key));
        waiter.reject(error);
      } else {
        const refused = { ...next, state: 'refused' as const, refusal: error.message };
        await save(useOutboxStore.getState().taps.map((tap) => (tap.key === next.key ? refused : tap)));
      }
      continue;
    }
    waiting.delete(next.key);
    await save(useOutboxStore.getState().taps.filter((tap) => tap.key !== next.key));
    waiter?.resolve('sent');
  }
}

/** Forgets what is loaded in memory (the kept taps stay in IndexedDB): between tests, and when the session ends. */
export function resetOutboxMemory(): void {
  useOutboxStore.setState({ userId: null, taps: [] });
  database = null;
  loading = Promise.resolve();
  sender = null;
  flushing = null;
  waiting.clear();
}
