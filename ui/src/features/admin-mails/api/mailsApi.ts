import { mailApi } from '@lavado/shared/mail/mail.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/apiClient';

const mailsQueryKey = ['admin', 'mails'] as const;

/** The platform's outbox, newest first. */
export function useMails() {
  return useQuery({
    queryKey: mailsQueryKey,
    queryFn: () => call(mailApi.listMails, {}),
  });
}

/** A fresh set-password link for the person a mail was for; the old link stops working. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(mailApi.resendPasswordLink, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailsQueryKey }),
  });
}
