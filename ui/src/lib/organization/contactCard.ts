import { contactCardApi } from '@lavado/shared/organizations/contact-card.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/apiClient';
import { useSessionOrganizationId } from '../lavados/organizationScope';
import { useSessionStore } from '../session/sessionStore';

/** The car wash's contact card: read by the AD's form, and by every screen that signs a WhatsApp notice with its name. */
export const contactCardKeys = {
  all: ['contactCard'] as const,
  of: (organizationId: string | null) => [...contactCardKeys.all, organizationId] as const,
};

/** The organization's contact card, for the members who may read it (the SA belongs to no car wash). */
export function useContactCard() {
  const organizationId = useSessionOrganizationId();
  const role = useSessionStore((state) => state.session?.role);
  return useQuery({
    queryKey: contactCardKeys.of(organizationId),
    queryFn: () => call(contactCardApi.getContactCard, { organizationId }),
    enabled: (contactCardApi.getContactCard.access as readonly string[]).includes(role ?? ''),
    staleTime: 5 * 60_000,
  });
}

/** The name the car wash's WhatsApp notices are signed with; undefined until it is known. */
export function useBusinessName(): string | undefined {
  return useContactCard().data?.business.name || undefined;
}
