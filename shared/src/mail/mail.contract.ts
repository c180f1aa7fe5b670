import { z } from 'zod';
import { apiRoute } from '../api/route';
import { getMailsBody, mailRecordSchema, resendMailBody, resendMailResponse } from './mail.schemas';

export const mailApi = {
  listMails: apiRoute('admin/getMails', getMailsBody, z.array(mailRecordSchema)),
  resendPasswordLink: apiRoute('admin/resendMail', resendMailBody, resendMailResponse),
} as const;
