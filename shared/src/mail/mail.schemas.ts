import { z } from 'zod';

/** A mail of the outbox as `admin/getMails` lists it (the SA reads it, links included). */
export const mailRecordSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailRecord = z.infer<typeof mailRecordSchema>;

export const getMailsBody = z.strictObject({}).optional();
