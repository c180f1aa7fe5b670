import { mailApi } from '@lavado/shared/mail/mail.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/apiClient';
import { useCommand } from '../../../lib/query/useCommand';

const mailKeys = {
  all: ['admin', 'mails'] as const,
};

/** The platform's outbox, newest first. */
export function useMails() {
  return useQuery({
    queryKey: mailKeys.all,
    queryFn: () => call(mailApi.listMails, {}),
  });
}

/**
 * A fresh set-password link for the person a mail was for; the old link stops working. Each call
 * draws a new link, which a replayed answer could not give back: it is sent without a key.
 */
export const useResendMail = () => useCommand(mailApi.resendPasswordLink, { invalidates: [mailKeys.all], idempotent: false });
