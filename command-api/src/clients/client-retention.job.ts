import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CLIENT_RETENTION_READS, clientsPastRetention, type DueClient } from '@lavado/projections/read/client-retention';
import { tryAcquireLease } from '@lavado/projections/runner/lease';
import { clientApi } from '@lavado/shared/clients/client.contract';
import { createCommandRunner, DEFAULT_PROJECTION_WAIT_MS } from '../commands/run';
import type { AppDeps } from '../http/app-types';
import { eraseClient, purgeFeed } from './erase-client.command';

/** How often the job looks for clients past their retention: it is counted in months, an hour late is nothing. */
export const CLIENT_RETENTION_SWEEP_EVERY_MS = 3600 * 1000;
/** The lease's name: one API node sweeps at a time (the projectors' advisory-lock mechanism, under its own key). */
export const CLIENT_RETENTION_LEASE = 'job:client-retention';
const DUE_PER_PASS = 200;

export type RetentionSweep = { ran: false } | { ran: true; erased: number };

type RetentionDeps = Pick<AppDeps, 'pool' | 'store' | 'waiter' | 'pseudonyms' | 'dataKeys' | 'logger' | 'projectionWaitMs'>;

/**
 * The retention job (docs/privacy.md, "Plazo de conservación"): every client whose last service is
 * older than their organization's retention at `now`, and with no open ticket, unpaid balance or
 * usable prepaid pack, is erased through the same path as the AD's erasure, with the reason
 * 'retention' (the SA's log says "plazo de conservación cumplido"). Another node holding the lease
 * means it is sweeping: this pass does nothing.
 */
export async function sweepClientRetention(deps: RetentionDeps, now: Date): Promise<RetentionSweep> {
  const lease = await tryAcquireLease(deps.pool, CLIENT_RETENTION_LEASE);
  if (!lease) return { ran: false };
  try {
    let erased = 0;
    for (const due of await clientsPastRetention(deps.pool, now, DUE_PER_PASS)) {
      if (lease.lost.aborted) break;
      const { organizationId, clientId } = due;
      const commands = createCommandRunner(deps, {
        commandId: randomUUID(),
        correlationId: randomUUID(),
        actor: null,
        organizationId,
        now,
      });
      try {
        if (!(await stillPastRetention(deps, due, now))) continue;
        const erasure = await eraseClient(deps, commands, organizationId, clientId, 'retention');
        await commands.settle(clientApi.eraseClient.waitsFor);
        await purgeFeed(deps.pool, erasure);
        erased += 1;
      } catch (error) {
        // One client that cannot be erased now (a concurrent change) must not keep the others: the next pass tries again.
        deps.logger.error({ err: error, organizationId, clientId }, 'client past its retention not erased');
      }
    }
    if (erased > 0) deps.logger.info({ erased }, 'clients past their retention erased');
    return { ran: true, erased };
  } finally {
    await lease.release();
  }
}

/**
 * Whether `due` is past its retention once the read models hold every event stored so far: the list
 * was read from read models that follow the log, so a ticket created for the client an instant before
 * (or during the pass) may not be in it yet. False, and the client is left to the next pass, when the
 * read models do not catch up in time.
 */
async function stillPastRetention(deps: RetentionDeps, due: DueClient, now: Date): Promise<boolean> {
  const head = await deps.store.lastPosition();
  const caughtUp = !head || (await deps.waiter.waitFor(CLIENT_RETENTION_READS, head, deps.projectionWaitMs ?? DEFAULT_PROJECTION_WAIT_MS));
  if (!caughtUp) {
    deps.logger.warn(
      { organizationId: due.organizationId, clientId: due.clientId },
      'client retention: read models behind, client left for the next pass',
    );
    return false;
  }
  return (await clientsPastRetention(deps.pool, now, 1, due)).length === 1;
}

/** Runs the sweep when the API starts and every CLIENT_RETENTION_SWEEP_EVERY_MS, one pass at a time. */
export function registerClientRetention(app: FastifyInstance, deps: RetentionDeps & Pick<AppDeps, 'now'>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const pass = () => {
    if (running) return;
    running = sweepClientRetention(deps, deps.now())
      .catch((error: unknown) => deps.logger.error({ err: error }, 'client retention sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    pass();
    timer = setInterval(pass, CLIENT_RETENTION_SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
