import { invalid, notFound } from '@lavado/shared/domain/errors';
import { accountMessages } from '@lavado/shared/identity/account.messages';
import { userDecider, userMessages } from '@lavado/shared/identity/user.decider';
import { userStreamId } from '@lavado/shared/identity/user.events';
import { profileApi } from '@lavado/shared/identity/user.contract';
import { onboardingApi } from '@lavado/shared/identity/onboarding.contract';
import { command } from '../http/command';
import { post } from '../http/route';
import type { App } from '../http/app-types';
import { ensureCurrentPassword } from '../accounts/password-change';
import { selfCaller } from '../accounts/self';
import { setIdentification, updateProfile } from '../identity/accounts';
import { takenValueGuard } from '../identity/taken-values';
import { caller } from '../http/auth';
import { findOnBoardStatus, findUserProfile } from '@lavado/projections/read/users';

/** The caller's own profile and onboarding state (any role). */
export function profileRoutes(app: App): void {
  const { pool } = app.deps;

  post(app, profileApi.getOwnProfile, async (request) => {
    const profile = await findUserProfile(pool, selfCaller(request, request.body.organizationId).id);
    if (!profile) throw notFound(userMessages.notFound);
    return profile;
  });

  command(app, profileApi.updateOwnProfile, {
    actsOn: 'ownAccount',
    run: async ({ commands, caller, body }) => {
      const before = await findUserProfile(pool, caller.id);
      if (!before) throw notFound(userMessages.notFound);
      const { identification, ...profile } = body.user;
      const identificationChanges = identification !== undefined && identification !== before.identification;
      const guard = takenValueGuard(pool, commands, caller);
      // The e-mail and the RUT are ways to sign in: changing them takes the password, as changing the password does.
      if (identificationChanges || before.email.toLowerCase() !== profile.email.toLowerCase()) {
        if (!body.current) throw invalid(accountMessages.currentPasswordForEmail);
        await guard?.ensureAllowed();
        await ensureCurrentPassword(pool, caller.id, body.current, commands.now);
      }
      if (identificationChanges) await setIdentification(commands, caller.id, identification, null, guard?.refuseTaken);
      await updateProfile(commands, caller.id, profile, guard?.refuseTaken);
    },
    answer: () => ({ status: true as const, msg: accountMessages.profileUpdated }),
  });

  post(app, onboardingApi.getOnboarding, async (request) => {
    const onBoard = await findOnBoardStatus(pool, caller(request).id);
    if (onBoard === null) throw notFound(userMessages.notFound);
    return { status: true as const, onBoard };
  });

  command(app, onboardingApi.completeOnboarding, {
    actsOn: 'ownAccount',
    run: async ({ commands, caller }) => {
      await commands.run(userStreamId(caller.id), userDecider, { type: 'CompleteOnboarding' });
    },
    answer: () => ({ status: true as const }),
  });
}
