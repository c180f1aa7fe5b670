import { z } from 'zod';

/** The state of a mail's set-password link (null: the mail carries none). */
export const LINK_STATES = ['pending', 'used', 'expired'] as const;

/** A mail of the outbox as `admin/getMails` lists it: never the link itself (it carries a token). */
export const mailRecordSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  linkState: z.enum(LINK_STATES).nullable(),
});
export type MailRecord = z.infer<typeof mailRecordSchema>;

export const getMailsBody = z.strictObject({}).optional();

/** `admin/resendMail`: a fresh link for the person a set-password mail was for. */
export const resendMailBody = z.strictObject({ id: z.uuid('Identificador inválido.') });
/** `link` only when the mail cannot leave the platform (no SMTP server, or the mail service off): shown once, never stored plain. */
export const resendMailResponse = z.object({ status: z.literal(true), msg: z.string(), link: z.string().nullable() });
