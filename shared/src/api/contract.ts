import type { ApiRoute } from './route';
import { clientApi } from '../clients/client.contract';
import { dashboardApi } from '../dashboard/dashboard.contract';
import { authApi } from '../identity/auth.contract';
import { employeeApi } from '../identity/employee.contract';
import { profileApi, usersApi } from '../identity/user.contract';
import { onboardingApi } from '../identity/onboarding.contract';
import { logsApi } from '../logs/logs.contract';
import { mailApi } from '../mail/mail.contract';
import { moneyApi } from '../money/money.contract';
import { packsApi } from '../packs/packs.contract';
import { organizationApi } from '../organizations/organization.contract';
import { contactCardApi } from '../organizations/contact-card.contract';
import { settingsApi } from '../settings/settings.contract';
import { supportApi } from '../support/support.contract';
import { vehicleApi } from '../vehicles/vehicle.contract';
import { wallScreenApi } from '../wall-screen/wall-screen.contract';
import { publicApi } from '../wash/public.contract';
import { washApi } from '../wash/wash.contract';
import { checkInApi } from '../wash/check-in.contract';
import { clientRetentionApi } from '../organizations/client-retention.contract';
import { dataAccessApi } from '../data-access/data-access.contract';

/**
 * Every API call by module. The UI imports a module's contract (`wash/wash.contract.ts`) directly,
 * so a screen's bundle carries only its own schemas; the server, the access table and the Logs'
 * action names use this list.
 */
export const apiContract = {
  auth: authApi,
  profile: profileApi,
  onboarding: onboardingApi,
  users: usersApi,
  employee: employeeApi,
  organization: organizationApi,
  contactCard: contactCardApi,
  client: clientApi,
  vehicle: vehicleApi,
  wash: washApi,
  checkIn: checkInApi,
  clientRetention: clientRetentionApi,
  public: publicApi,
  support: supportApi,
  logs: logsApi,
  dashboard: dashboardApi,
  settings: settingsApi,
  mail: mailApi,
  money: moneyApi,
  packs: packsApi,
  wallScreen: wallScreenApi,
  dataAccess: dataAccessApi,
} as const;

type Contract = typeof apiContract;
/** Every route's path under /api/, e.g. `wash/createWashTicket`. */
export type ApiPath = { [Module in keyof Contract]: Contract[Module][keyof Contract[Module]] }[keyof Contract] extends infer Route
  ? Route extends { path: infer Path extends string }
    ? Path
    : never
  : never;

/** Every entry of the contract, each path once (`apiRoutesOf` refuses a path declared twice). */
export const apiRoutes: readonly ApiRoute<ApiPath>[] = apiRoutesOf(apiContract);

export function apiRoutesOf(contract: Record<string, Record<string, ApiRoute>>): readonly ApiRoute<ApiPath>[] {
  const routes = Object.values(contract).flatMap((module) => Object.values(module));
  const paths = new Set<string>();
  for (const { path } of routes) {
    if (paths.has(path)) throw new Error(`The contract declares ${path} twice`);
    paths.add(path);
  }
  return routes as ApiRoute<ApiPath>[];
}
