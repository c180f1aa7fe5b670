import type { Enable, Organization } from '@lavado/shared/organizations/organization.schemas';
import type { OrganizationKind } from './newOrganizationForm';

/** The list's filters; `null` means "any". */
export interface OrganizationFilter {
  name: string;
  state: Enable | null;
  kind: OrganizationKind | null;
}

export const noOrganizationFilter: OrganizationFilter = { name: '', state: null, kind: null };

export const kindOf = (organization: Organization): OrganizationKind => (organization.organizationId === null ? 'main' : 'child');

/** Case- and accent-insensitive, so that 'penalolen' finds 'Peñalolén'. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');

export function filterOrganizations(organizations: readonly Organization[], { name, state, kind }: OrganizationFilter): Organization[] {
  const wanted = folded(name.trim());
  return organizations.filter(
    (organization) =>
      folded(organization.name).includes(wanted) &&
      (state === null || organization.enable === state) &&
      (kind === null || kindOf(organization) === kind),
  );
}
