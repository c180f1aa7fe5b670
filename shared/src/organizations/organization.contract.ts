import { z } from 'zod';
import { apiCommand, apiRead } from '../api/route';
import { ORGANIZATION_MEMBERS, PLATFORM_ADMINS } from '../auth/roles';
import { emptyBody, statusMessageResponse } from '../identity/auth.schemas';
import {
  createOrganizationBody,
  enableSchema,
  organizationIdBody,
  organizationScopedBody,
  organizationSchema,
  setOrganizationStateBody,
} from './organization.schemas';

export const organizationApi = {
  /** A member's own organization. */
  getOwnOrganization: apiRead({
    path: 'organization/getOrganization',
    action: 'Ver organización',
    access: ORGANIZATION_MEMBERS,
    body: organizationScopedBody,
    response: organizationSchema,
  }),
  /** Every organization (the SA's list). */
  listOrganizations: apiRead({
    path: 'admin/getOrganization',
    action: 'Ver organizaciones',
    access: PLATFORM_ADMINS,
    body: emptyBody,
    response: z.array(organizationSchema),
  }),
  createOrganization: apiCommand({
    path: 'admin/createOrganization',
    action: 'Crear organización',
    access: PLATFORM_ADMINS,
    body: createOrganizationBody,
    response: statusMessageResponse.extend({ organization: organizationSchema }),
    waitsFor: ['organizations'],
  }),
  setOrganizationState: apiCommand({
    path: 'admin/setOrganizationState',
    action: 'Activar o bloquear organización',
    access: PLATFORM_ADMINS,
    body: setOrganizationStateBody,
    response: statusMessageResponse.extend({ enable: enableSchema }),
    waitsFor: ['organizations'],
  }),
  deleteOrganization: apiCommand({
    path: 'admin/deleteOrganization',
    action: 'Eliminar organización',
    access: PLATFORM_ADMINS,
    body: organizationIdBody,
    response: statusMessageResponse,
    waitsFor: ['organizations'],
  }),
} as const;
