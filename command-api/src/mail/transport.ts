import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** Where mails leave the platform; an interface so that the outbox logic does not depend on SMTP. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer from a `smtp://user:pass@host:587` (STARTTLS when offered) or
 * `smtps://` URL. Short timeouts: a dead server must fail the attempt, not hang the outbox.
 */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(
    new SMTPTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }),
  );
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close() {
      transporter.close();
    },
  };
}
