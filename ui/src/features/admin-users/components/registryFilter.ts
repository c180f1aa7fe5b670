import { DEFAULT_REGISTRY_FROM, type UserModule } from '@lavado/shared/identity/user.schemas';
import type { Enable } from '@lavado/shared/organizations/organization.schemas';
import type { UsersQuery } from '../api/usersApi';

/** The registry's filter form; `null` means "any". */
export interface RegistryFilter {
  organizationId: string | null;
  /** Registered on or after this date ('YYYY-MM-DD'). */
  from: string;
  module: UserModule | null;
  state: Enable | null;
}

export const defaultRegistryFilter: RegistryFilter = {
  organizationId: null,
  from: DEFAULT_REGISTRY_FROM,
  module: null,
  state: null,
};

/** The `admin/getUsers` body of a filter: "any" filters are left out. */
export function toUsersQuery({ organizationId, from, module, state }: RegistryFilter): UsersQuery {
  return {
    from,
    ...(organizationId !== null && { organizationId }),
    ...(module !== null && { module }),
    ...(state !== null && { state }),
  };
}
