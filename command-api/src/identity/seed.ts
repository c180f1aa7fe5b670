import type { AppConfig } from '@lavado/shared/config';
import { reservationDecider, reservationStreamId } from '@lavado/shared/domain/reservation';
import { uuidV5 } from '@lavado/shared/eventstore/ids';
import { userDecider } from '@lavado/shared/identity/user.decider';
import { userStreamId } from '@lavado/shared/identity/user.events';
import type { App } from '../app';
import { createCommandRunner } from '../commands/run';
import { hashPassword } from './passwords';

const SEED_NAMESPACE = '3b0c4c61-7f0b-4c35-9d2a-5c0f1e6a9e10';

/**
 * Makes sure the platform super admin from ADMIN_IDENTIFICATION exists. Ids derive from the
 * identification, so running it on every start (or on several nodes at once) appends nothing new.
 * The password is set only while the account has none: changing ADMIN_PASSWORD later does not
 * reset a password the admin has since changed.
 */
export async function seedSuperAdmin(app: App, admin: Pick<AppConfig, 'ADMIN_IDENTIFICATION' | 'ADMIN_PASSWORD' | 'ADMIN_EMAIL'>): Promise<void> {
  const identification = admin.ADMIN_IDENTIFICATION;
  const userId = uuidV5(`super-admin:${identification.toLowerCase()}`, SEED_NAMESPACE);
  const commands = createCommandRunner(app.deps, {
    commandId: uuidV5('seed', userId),
    correlationId: 'seed',
    actor: null,
    organizationId: null,
    now: app.deps.now(),
  });
  for (const [streamId, value] of [
    [reservationStreamId('user-identification', identification), identification],
    [reservationStreamId('user-email', admin.ADMIN_EMAIL), admin.ADMIN_EMAIL],
  ] as const) {
    await commands.run(streamId, reservationDecider, { type: 'Reserve', value, ownerId: userId, conflictMessage: 'ADMIN_IDENTIFICATION o ADMIN_EMAIL ya pertenece a otro usuario.' });
  }
  const { state } = await commands.run(userStreamId(userId), userDecider, {
    type: 'RegisterUser',
    now: commands.now,
    user: {
      userId,
      identification,
      email: admin.ADMIN_EMAIL,
      firstName: 'Super',
      secondName: 'Administrador',
      phone: null,
      role: 'SA',
      gender: null,
      organizationId: null,
      employeeNumber: null,
    },
  });
  if (state.status !== 'registered') throw new Error('The super admin could not be registered');
  await app.deps.pool.query('insert into credentials (user_id, password_hash) values ($1, $2) on conflict (user_id) do nothing', [
    userId,
    await hashPassword(admin.ADMIN_PASSWORD),
  ]);
  await commands.settle(['users']);
}
