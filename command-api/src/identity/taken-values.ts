import type { TokenClaims } from '@lavado/shared/auth/token';
import type { Pool } from '@lavado/shared/db/pool';
import { conflict } from '@lavado/shared/domain/errors';
import { isVisible, userDecider } from '@lavado/shared/identity/user.decider';
import { userStreamId } from '@lavado/shared/identity/user.events';
import { ensureAttemptAllowed, recordAttempt } from '../accounts/attempt-throttle';
import type { RefuseTaken } from '../commands/reservations';
import type { CommandRunner } from '../commands/run';

/**
 * E-mails and RUTs are unique on the whole platform (they sign in), so "already taken" says that an
 * account exists, in whatever organization. A caller other than the SA (who sees every account
 * anyway) hears it at most TAKEN_VALUE_LIMIT times an hour, then gets 429 for every change of those
 * values until the hour passes; and where one answer covers several values (`outsideMessage`), it
 * never says which of them another organization's account holds (docs/security.md).
 */
export interface TakenValueGuard {
  /** 429 with Retry-After once the caller has used up their answers. */
  ensureAllowed(): Promise<void>;
  refuseTaken: RefuseTaken;
}

export function takenValueGuard(
  pool: Pool,
  commands: CommandRunner,
  caller: Pick<TokenClaims, 'id' | 'role' | 'organizationId'>,
  options: { outsideMessage?: string } = {},
): TakenValueGuard | undefined {
  if (caller.role === 'SA') return undefined;
  const key = `user:${caller.id}`;
  const inCallersOrganization = async (userId: string) =>
    caller.organizationId !== null && isVisible(await commands.load(userStreamId(userId), userDecider), caller.organizationId);
  return {
    ensureAllowed: () => ensureAttemptAllowed(pool, 'taken-value', key, commands.now),
    async refuseTaken(taken) {
      await recordAttempt(pool, 'taken-value', key, commands.now);
      if (options.outsideMessage) {
        for (const { holderId } of taken) {
          if (!(await inCallersOrganization(holderId))) return conflict(options.outsideMessage);
        }
      }
      return conflict(taken[0]!.conflictMessage);
    },
  };
}
