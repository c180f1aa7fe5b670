import { z } from 'zod';
import { apiRoute } from '../api/route';
import { emptyBody, statusMessageResponse } from '../identity/auth.schemas';
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
  getOwnOrganization: apiRoute('organization/getOrganization', getOwnOrganizationBody, organizationSchema),
  /** Every organization (the SA's list). */
  listOrganizations: apiRoute('admin/getOrganization', emptyBody, z.array(organizationSchema)),
  createOrganization: apiRoute(
    'admin/createOrganization',
    createOrganizationBody,
    statusMessageResponse.extend({ organization: organizationSchema }),
  ),
  setOrganizationState: apiRoute(
    'admin/setOrganizationState',
    setOrganizationStateBody,
    statusMessageResponse.extend({ enable: enableSchema }),
  ),
  deleteOrganization: apiRoute('admin/deleteOrganization', organizationIdBody, statusMessageResponse),
} as const;
