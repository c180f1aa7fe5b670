import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { dueCheckIns, referencedFiles } from '@lavado/projections/read/check-ins';
import { ticketCheckInDecider } from '@lavado/shared/wash/ticket-check-in.decider';
import { ticketStreamId } from '@lavado/shared/wash/ticket.events';
import { createCommandRunner } from '../commands/run';
import type { AppDeps } from '../http/app-types';

/** How often the job looks for check-ins past their retention: files are kept for days, an hour late is nothing. */
export const CHECK_IN_SWEEP_EVERY_MS = 3600 * 1000;
/** A stored file no event names yet may be a check-in being recorded right now: only older ones are orphans. */
export const ORPHAN_FILE_GRACE_MS = 3600 * 1000;
const DUE_PER_PASS = 500;
const FILES_PER_LOOKUP = 500;

export interface SweepResult {
  checkInsDeleted: number;
  filesDeleted: number;
}

type SweepDeps = Pick<AppDeps, 'pool' | 'store' | 'waiter' | 'pseudonyms' | 'photos' | 'logger' | 'projectionWaitMs'>;

/**
 * The retention job (docs/privacy.md, "Check-in photos"): each check-in whose days ran out with no
 * claim open gets TicketCheckInPhotosDeleted (the decider says whether it is due), and then every
 * stored file that no live check-in names (deleted ones, erased ones, those of a request that failed
 * after storing them) is deleted from the photo store.
 */
export async function sweepCheckIns(deps: SweepDeps, now: Date): Promise<SweepResult> {
  let checkInsDeleted = 0;
  for (const { ticketId, organizationId } of await dueCheckIns(deps.pool, now, DUE_PER_PASS)) {
    const commands = createCommandRunner(deps, { commandId: randomUUID(), correlationId: randomUUID(), actor: null, organizationId, now });
    const { appended } = await commands.run(ticketStreamId(ticketId), ticketCheckInDecider, {
      type: 'DeleteExpiredCheckIn',
      organizationId,
      now,
    });
    if (appended > 0 && (await commands.settle(['check-ins']))) checkInsDeleted += 1;
  }

  let filesDeleted = 0;
  let batch: string[] = [];
  const deleteUnreferenced = async () => {
    const live = await referencedFiles(deps.pool, batch);
    for (const hash of batch.filter((candidate) => !live.has(candidate))) {
      await deps.photos.delete(hash);
      filesDeleted += 1;
    }
    batch = [];
  };
  for await (const file of deps.photos.list()) {
    if (now.getTime() - file.storedAt.getTime() < ORPHAN_FILE_GRACE_MS) continue;
    batch.push(file.hash);
    if (batch.length >= FILES_PER_LOOKUP) await deleteUnreferenced();
  }
  if (batch.length > 0) await deleteUnreferenced();

  if (checkInsDeleted > 0 || filesDeleted > 0)
    deps.logger.info({ checkInsDeleted, filesDeleted }, 'check-in photos past their retention deleted');
  return { checkInsDeleted, filesDeleted };
}

/** Runs the sweep when the API starts and every CHECK_IN_SWEEP_EVERY_MS, one pass at a time. */
export function registerCheckInRetention(app: FastifyInstance, deps: SweepDeps & Pick<AppDeps, 'now'>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const pass = () => {
    if (running) return;
    running = sweepCheckIns(deps, deps.now())
      .catch((error: unknown) => deps.logger.error({ err: error }, 'check-in retention sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    pass();
    timer = setInterval(pass, CHECK_IN_SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
