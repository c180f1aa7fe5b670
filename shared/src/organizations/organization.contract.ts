import { z } from 'zod';
import { apiCommand, apiRead } from '../api/route';
import { ORGANIZATION_ADMINS, ORGANIZATION_MEMBERS, PLATFORM_ADMINS } from '../auth/roles';
import { organizationScopedBody } from '../clients/client.schemas';
import { emptyBody, statusMessageResponse } from '../identity/auth.schemas';
import { contactCardSchema, setContactCardBody, setLogoBody } from './contact-card';
import {
  createOrganizationBody,
  enableSchema,
  getOwnOrganizationBody,
  organizationIdBody,
  organizationSchema,
  setOrganizationStateBody,
} from './organization.schemas';

export const organizationApi = {
  /** A member's own organization. */
  getOwnOrganization: apiRead({
    path: 'organization/getOrganization',
    action: 'Ver organización',
    access: ORGANIZATION_MEMBERS,
    body: getOwnOrganizationBody,
    response: organizationSchema,
  }),
  /** The car wash's contact card: the AD's form, and the name the WhatsApp notices are signed with. */
  getContactCard: apiRead({
    path: 'organization/getContactCard',
    action: 'Ver datos de contacto del negocio',
    access: ORGANIZATION_MEMBERS,
    body: organizationScopedBody,
    response: contactCardSchema,
  }),
  setContactCard: apiCommand({
    path: 'organization/setContactCard',
    action: 'Guardar datos de contacto del negocio',
    access: ORGANIZATION_ADMINS,
    body: setContactCardBody,
    response: statusMessageResponse.extend({ contactCard: contactCardSchema }),
    waitsFor: ['organizations'],
  }),
  setLogo: apiCommand({
    path: 'organization/setLogo',
    action: 'Cambiar logo del negocio',
    access: ORGANIZATION_ADMINS,
    body: setLogoBody,
    response: statusMessageResponse.extend({ contactCard: contactCardSchema }),
    waitsFor: ['organizations'],
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
