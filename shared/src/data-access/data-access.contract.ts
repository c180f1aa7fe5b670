import { apiRead } from '../api/route';
import { PEOPLE_MANAGERS } from '../auth/roles';
import { dataAccessLogBody, dataAccessLogResponse, ownExportBody, personExportBody, userDataExportSchema } from './data-access.schemas';

/** The rights of access and portability for users, and the accountability log (docs/privacy.md). */
export const dataAccessApi = {
  exportUserData: apiRead({
    path: 'privacy/exportUserData',
    action: 'Exportar datos de usuario',
    access: PEOPLE_MANAGERS,
    body: personExportBody,
    response: userDataExportSchema,
    audit: { what: 'export', subject: 'user' },
  }),
  exportOwnData: apiRead({
    path: 'privacy/exportOwnData',
    action: 'Exportar mis datos',
    access: 'authenticated',
    body: ownExportBody,
    response: userDataExportSchema,
    audit: { what: 'export', subject: 'self' },
  }),
  listDataAccesses: apiRead({
    path: 'privacy/getDataAccessLog',
    action: 'Ver accesos a datos personales',
    access: PEOPLE_MANAGERS,
    body: dataAccessLogBody,
    response: dataAccessLogResponse,
  }),
} as const;
