import { getMailsBody, mailRecordSchema } from '@lavado/shared/mail/mail.schemas';
import { z } from 'zod';
import type { App } from '../app';
import { listOutbox } from './outbox';

export function mailRoutes(app: App): void {
  app.post('/api/admin/getMails', { schema: { body: getMailsBody, response: { 200: z.array(mailRecordSchema) } } }, async () =>
    listOutbox(app.deps.pool),
  );
}
