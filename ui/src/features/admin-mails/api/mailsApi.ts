import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailRecordSchema, resendMailResponse } from '@lavado/shared/mail/mail.schemas';
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

/** A fresh set-password link for the person a mail was for; the old link stops working. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost('admin/resendMail', { id }, resendMailResponse.parse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailsQueryKey }),
  });
}
