import type { AppConfig } from '@lavado/shared/config';
import { uuidV5 } from '@lavado/shared/eventstore/ids';
import type { App } from '../http/app-types';
import { createCommandRunner } from '../commands/run';
import { registerAccount, setInitialPassword, USER_PROJECTORS } from './accounts';

const SEED_NAMESPACE = '3b0c4c61-7f0b-4c35-9d2a-5c0f1e6a9e10';

/**
 * Makes sure the platform super admin from ADMIN_IDENTIFICATION exists. Ids derive from the
 * identification, so running it on every start (or on several nodes at once) appends nothing new.
 * The password is set only while the account has none: changing ADMIN_PASSWORD later does not
 * reset a password the admin has since changed.
 */
export async function seedSuperAdmin(
  app: App,
  admin: Pick<AppConfig, 'ADMIN_IDENTIFICATION' | 'ADMIN_PASSWORD' | 'ADMIN_EMAIL'>,
): Promise<void> {
  const userId = uuidV5(`super-admin:${admin.ADMIN_IDENTIFICATION.toLowerCase()}`, SEED_NAMESPACE);
  const commands = createCommandRunner(app.deps, {
    commandId: uuidV5('seed', userId),
    correlationId: 'seed',
    actor: null,
    organizationId: null,
    now: app.deps.now(),
  });
  await registerAccount(commands, {
    userId,
    identification: admin.ADMIN_IDENTIFICATION,
    email: admin.ADMIN_EMAIL,
    firstName: 'Super',
    secondName: 'Administrador',
    phone: null,
    role: 'SA',
    gender: null,
    organizationId: null,
    employeeNumber: null,
  });
  await setInitialPassword(app.deps.pool, userId, admin.ADMIN_PASSWORD);
  await commands.settle(USER_PROJECTORS);
}
