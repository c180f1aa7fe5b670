import type { PauseReason } from '@lavado/shared/wash/pause-reason';
import { ticketStatus } from '@lavado/shared/wash/ticket.lifecycle';
import { washApi } from '@lavado/shared/wash/wash.contract';
import { useCallback, useEffect } from 'react';
import { assertNever } from '../../../lib/assertNever';
import { useCommand } from '../../../lib/query/useCommand';
import { useRealtimeStore } from '../../../lib/realtime/connectionStore';
import { boardCommandRefreshes } from './boardApi';
import { enqueueTap, flushOutbox, loadOutbox, registerTapSender, useOutboxStore, type OutboxTap, type TapKind } from './boardOutbox';

/** While taps wait, the outbox tries again this often, besides when the connection or the board's socket returns. */
export const OUTBOX_RETRY_MS = 3_000;

/** Each tap's body carries its key by reference: the commands below send the key the outbox kept for it. */
const keyOfBody = new WeakMap<object, string>();
const keptKey = (variables: object) => keyOfBody.get(variables);

/**
 * Iniciar sends 2 (starts a pending ticket or resumes a paused one), Pausar sends 3, Finalizar and
 * Avisar their own commands; the caller is the employee.
 * The board's outbox while the board is open for `userId`: loads the taps this phone kept, sends them
 * in order with the board's commands (each with its own Idempotency-Key and tap time), and tries
 * again when the browser is back online, when the socket is live again, and every few seconds.
 */
export function useBoardOutbox(userId: string | null) {
  const options = { invalidates: boardCommandRefreshes, idempotencyKeyOf: keptKey };
  const { mutateAsync: setState } = useCommand(washApi.setTicketState, options);
  const { mutateAsync: finish } = useCommand(washApi.finishTicket, options);
  const { mutateAsync: notify } = useCommand(washApi.notifyCustomer, options);
  const pending = useOutboxStore((state) => state.taps.some((tap) => tap.state === 'pending'));

  useEffect(() => {
    if (userId) void loadOutbox(userId);
  }, [userId]);

  useEffect(() => {
    const send = (tap: OutboxTap) => {
      const common = { id: tap.ticketId, tappedAt: tap.tappedAt };
      const keyed = <Body extends object>(body: Body) => {
        keyOfBody.set(body, tap.key);
        return body;
      };
      switch (tap.kind) {
        case 'start':
          return setState(keyed({ ...common, status: ticketStatus.inProgress }));
        case 'pause':
          return setState(keyed({ ...common, status: ticketStatus.paused, ...(tap.pauseReason ? { pauseReason: tap.pauseReason } : {}) }));
        case 'finish':
          return finish(keyed(common));
        case 'notify':
          return notify(keyed(common));
        default:
          return assertNever(tap.kind);
      }
    };
    registerTapSender(send);
    return () => registerTapSender(null);
  }, [setState, finish, notify]);

  useEffect(() => {
    const retry = () => void flushOutbox();
    window.addEventListener('online', retry);
    const stopWatching = useRealtimeStore.subscribe((state, previous) => {
      if (state.status === 'live' && previous.status !== 'live') retry();
    });
    return () => {
      window.removeEventListener('online', retry);
      stopWatching();
    };
  }, []);

  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(() => void flushOutbox(), OUTBOX_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [pending]);
}

/** A tap on a card: kept in the outbox first, then sent (docs/architecture.md, "The bay's outbox"). */
export function useTap() {
  return useCallback(
    (kind: TapKind, ticket: { id: string; vehicle: { ppu: string } }, pauseReason?: PauseReason) =>
      enqueueTap({
        key: crypto.randomUUID(),
        kind,
        ticketId: ticket.id,
        ppu: ticket.vehicle.ppu,
        tappedAt: new Date().toISOString(),
        ...(pauseReason ? { pauseReason } : {}),
      }),
    [],
  );
}
