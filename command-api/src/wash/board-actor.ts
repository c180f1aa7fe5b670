import { forbidden, notFound } from '@lavado/shared/domain/errors';
import type { Pool } from '@lavado/shared/db/pool';
import { serverMessages } from '@lavado/shared/messages/server';
import type { TicketActor } from '@lavado/shared/wash/ticket.decider';
import { findBoardActor } from '@lavado/projections/read/users';

/** The caller as the board knows them; an `employeeNumber` in the body must be the caller's own. */
export async function boardActor(
  pool: Pool,
  userId: string,
  organizationId: string,
  employeeNumber: number | null | undefined,
): Promise<TicketActor> {
  const actor = await findBoardActor(pool, userId, organizationId);
  if (!actor) throw notFound(serverMessages.notFound);
  if (employeeNumber != null && employeeNumber !== actor.employeeNumber) throw forbidden(serverMessages.forbidden);
  return actor;
}
