import { z } from 'zod';
import { apiCommand, apiRead } from '../api/route';
import { PLATFORM_ADMINS } from '../auth/roles';
import { getMailsBody, mailRecordSchema, resendMailBody, resendMailResponse } from './mail.schemas';

export const mailApi = {
  listMails: apiRead({
    path: 'admin/getMails',
    action: 'Ver correos',
    access: PLATFORM_ADMINS,
    body: getMailsBody,
    response: z.array(mailRecordSchema),
  }),
  resendPasswordLink: apiCommand({
    path: 'admin/resendMail',
    action: 'Enviar enlace nuevo por correo',
    access: PLATFORM_ADMINS,
    body: resendMailBody,
    response: resendMailResponse,
    waitsFor: [],
  }),
} as const;
