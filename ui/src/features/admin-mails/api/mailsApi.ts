import { useQuery } from '@tanstack/react-query';
import { mailRecordSchema } from '@lavado/shared/mail/mail.schemas';
import { z } from 'zod';
import { apiPost } from '../../../lib/api/apiClient';

const mailsQueryKey = ['admin', 'mails'] as const;

const mailListSchema = z.array(mailRecordSchema);

/** The platform's outbox, newest first. */
export function useMails() {
  return useQuery({
    queryKey: mailsQueryKey,
    queryFn: () => apiPost('admin/getMails', {}, mailListSchema.parse),
  });
}
