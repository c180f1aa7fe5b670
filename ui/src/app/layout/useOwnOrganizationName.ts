import { organizationApi } from '@lavado/shared/organizations/organization.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/apiClient';
import type { Session } from '../../lib/session/sessionStore';

const organizationKeys = {
  own: (organizationId: string | null) => ['organization', 'own', organizationId] as const,
};

/** The name shown beside the brand; the super admin belongs to no organization. */
export function useOwnOrganizationName(session: Session): string | undefined {
  const organizationId = session.role === 'SA' ? null : session.organization;
  const { data } = useQuery({
    queryKey: organizationKeys.own(organizationId),
    queryFn: () => call(organizationApi.getOwnOrganization, { organizationId }),
    enabled: organizationId !== null,
    select: (organization) => organization.name,
  });
  return data;
}
