import { notFound } from '@lavado/shared/domain/errors';
import { serverMessages } from '@lavado/shared/messages/server';
import { isVisible, userDecider } from '@lavado/shared/identity/user.decider';
import { userStreamId } from '@lavado/shared/identity/user.events';
import { mailApi } from '@lavado/shared/mail/mail.contract';
import { command } from '../http/command';
import { post } from '../http/route';
import type { App } from '../http/app-types';
import { issuePasswordLink } from '../accounts/password-links';
import type { PasswordLinkPurpose } from '../accounts/password-tokens';
import { findPasswordMail, listOutbox } from './outbox';

export function mailRoutes(app: App): void {
  post(app, mailApi.listMails, async () => listOutbox(app.deps.pool, app.deps.now()));

  /**
   * A fresh set-password link for the person a mail was for (the old one stops working). Without a
   * way to send it, the SA gets the link in this answer, once; the outbox keeps it only sealed.
   */
  command(app, mailApi.resendPasswordLink, {
    actsOn: 'platform',
    run: async ({ commands, body }) => {
      const mail = await findPasswordMail(app.deps.pool, body.id);
      if (!mail) throw notFound(serverMessages.mailNotFound);
      const user = await commands.load(userStreamId(mail.userId), userDecider);
      if (!isVisible(user, null)) throw notFound(serverMessages.mailNotFound);
      const recipient = { userId: user.userId, email: user.email, firstName: user.firstName, identification: user.identification };
      const purpose = mail.purpose as PasswordLinkPurpose;
      return issuePasswordLink(app, commands, recipient, purpose);
    },
    answer: (link) => ({
      status: true as const,
      msg: link === null ? serverMessages.passwordLinkResent : serverMessages.passwordLinkGenerated,
      link,
    }),
  });
}
