import { endSessions } from '@lavado/shared/auth/sessions';
import { inTransaction, type Pool } from '@lavado/shared/db/pool';
import { invalid } from '@lavado/shared/domain/errors';
import { accountMessages } from '@lavado/shared/identity/account.messages';
import { userDecider } from '@lavado/shared/identity/user.decider';
import { userStreamId, type PasswordChangeReason } from '@lavado/shared/identity/user.events';
import type { App } from '../http/app-types';
import type { CommandRunner } from '../commands/run';
import { findPasswordHash, storePasswordHash } from '../identity/accounts';
import { hashPassword, verifyPassword } from '../identity/passwords';
import { ensureAttemptAllowed, recordAttempt } from './attempt-throttle';
import { redeemPasswordToken } from './password-tokens';

export interface PasswordChange {
  userId: string;
  password: string;
  reason: PasswordChangeReason;
  /** The link's token hash: used up in the same transaction, so that a link works once. */
  redeemTokenHash?: string;
}

/**
 * Stores the new hash and ends every session of the user in one transaction (the gateways drop
 * their sockets on the NOTIFY sent at commit); nobody is signed in automatically. Then records
 * UserPasswordChanged, which carries no secret.
 */
export async function replacePassword(app: App, commands: CommandRunner, change: PasswordChange): Promise<void> {
  const passwordHash = await hashPassword(change.password);
  await inTransaction(app.deps.pool, async (client) => {
    if (change.redeemTokenHash !== undefined && !(await redeemPasswordToken(client, change.redeemTokenHash, commands.now))) {
      throw invalid(accountMessages.invalidLink);
    }
    await storePasswordHash(client, change.userId, passwordHash, commands.now);
    await endSessions(client, { userId: change.userId }, 'password_changed', commands.now);
  });
  await commands.run(userStreamId(change.userId), userDecider, { type: 'ChangePassword', reason: change.reason, now: commands.now });
}

/**
 * Refuses (400) unless `current` is the user's password; wrong guesses count toward the per-user
 * limit, so a stolen session cannot be used to try passwords.
 */
export async function ensureCurrentPassword(pool: Pool, userId: string, current: string, now: Date): Promise<void> {
  const key = `user:${userId}`;
  await ensureAttemptAllowed(pool, 'current-password', key, now);
  const currentHash = await findPasswordHash(pool, userId);
  if (!currentHash || !(await verifyPassword(currentHash, current))) {
    await recordAttempt(pool, 'current-password', key, now);
    throw invalid(accountMessages.wrongCurrentPassword);
  }
}
