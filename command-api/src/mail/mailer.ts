import type { FastifyInstance } from 'fastify';
import { inTransaction, type Pool } from '@lavado/shared/db/pool';
import type { Logger } from '@lavado/shared/logger';
import { throttle } from '@lavado/shared/timing/throttle';
import { lockUnsentMails, mailServiceEnabled, markMailFailed, markMailSent, type OutgoingMail } from './outbox';
import { linkSealer, type LinkSealer } from './sealed-link';
import { createSmtpTransport, type MailMessage, type MailTransport } from './transport';
import type { TokenSettings } from '@lavado/shared/auth/token';

export interface MailSettings {
  /** `smtp://` or `smtps://`; without it mails are only kept in the outbox and logged. */
  url?: string | undefined;
  from: string;
}

/** Unsent mails are tried again this often (and once at start, for those a previous run left). */
const RETRY_EVERY_MS = 60_000;
/** Older unsent mails are given up: the longest-lived link a mail carries (an invitation) has expired by then. */
const DELIVERY_WINDOW_MS = 72 * 60 * 60_000;
const BATCH_SIZE = 20;
const ERROR_MAX_LENGTH = 500;

export interface Mailer {
  /**
   * Call once the transaction that added `mail` to the outbox has committed: the mail is sent in
   * the background, or, while there is no SMTP server or the SA's mail service is off, written to
   * the log without its link (the link may carry a token; only the outbox keeps it).
   */
  handOver(mail: OutgoingMail): Promise<void>;
  /** Tries every unsent mail now, failed ones included; resolves when that pass is over. */
  sendPending(): Promise<void>;
  /** Whether mails leave the platform now (an SMTP server, and the SA's mail service on). */
  canSend(): Promise<boolean>;
  /** Seals links for the outbox and opens them for sending. */
  readonly sealer: LinkSealer;
  start(): void;
  close(): Promise<void>;
}

export function createMailer(options: {
  pool: Pool;
  logger: Logger;
  transport: MailTransport | null;
  from: string;
  now: () => Date;
  sealer: LinkSealer;
}): Mailer {
  const { pool, logger, transport, from, now, sealer } = options;
  let timer: NodeJS.Timeout | undefined;

  /** The transport to send with, while there is one and the SA's mail service is on. */
  async function usableTransport(): Promise<MailTransport | null> {
    return transport && (await mailServiceEnabled(pool)) ? transport : null;
  }

  async function deliverBatch(smtp: MailTransport): Promise<{ picked: number; failed: number }> {
    return inTransaction(pool, async (client) => {
      const mails = await lockUnsentMails(client, new Date(now().getTime() - DELIVERY_WINDOW_MS), BATCH_SIZE, sealer);
      let failed = 0;
      for (const mail of mails) {
        try {
          await smtp.send(messageOf(mail, from));
          await markMailSent(client, mail.id, now());
        } catch (error) {
          failed += 1;
          const reason = describe(error);
          await markMailFailed(client, mail.id, reason);
          logger.warn({ mailId: mail.id, reason }, 'mail not sent; it stays in the outbox and will be retried');
        }
      }
      return { picked: mails.length, failed };
    });
  }

  async function runPass(): Promise<void> {
    try {
      const smtp = await usableTransport();
      if (!smtp) return;
      // A full batch that all went out may have more behind it; a failure waits for the next pass.
      let batch: { picked: number; failed: number };
      do {
        batch = await deliverBatch(smtp);
      } while (batch.picked === BATCH_SIZE && batch.failed === 0);
    } catch (error) {
      logger.error({ err: error }, 'mail outbox pass failed; it will be retried');
    }
  }

  // One pass at a time; callers arriving while one runs share the next.
  const sendPending = throttle(runPass);

  return {
    async handOver(mail) {
      if (await usableTransport()) {
        void sendPending();
        return;
      }
      const reason = transport ? 'mail service is off in the platform settings' : 'no MAIL_URL configured';
      // Not its address or text: they are a person's data, which an erasure reaches in the outbox but never in a log.
      logger.info({ mail: { id: mail.id, subject: mail.subject }, reason }, 'mail kept in the outbox, not sent');
    },
    sendPending,
    canSend: async () => (await usableTransport()) !== null,
    sealer,
    start() {
      void sendPending();
      timer = setInterval(() => void sendPending(), RETRY_EVERY_MS);
      timer.unref();
    },
    async close() {
      clearInterval(timer);
      await sendPending.settled();
      transport?.close();
    },
  };
}

/** The link goes last, on its own line, so that mail clients make it clickable. */
export function messageOf(mail: OutgoingMail, from: string): MailMessage {
  return { from, to: mail.to, subject: mail.subject, text: mail.link ? `${mail.text}\n\n${mail.link}\n` : mail.text };
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH);
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Gives the app its mailer: retries start with the app and stop when it closes. */
export function registerMailer(
  app: FastifyInstance,
  deps: { pool: Pool; logger: Logger; mail: MailSettings; now: () => Date; tokenSettings: TokenSettings },
): void {
  const mailer = createMailer({
    sealer: linkSealer(deps.tokenSettings.secret),
    pool: deps.pool,
    logger: deps.logger,
    transport: deps.mail.url ? createSmtpTransport(deps.mail.url) : null,
    from: deps.mail.from,
    now: deps.now,
  });
  app.decorate('mailer', mailer);
  app.addHook('onReady', async () => mailer.start());
  app.addHook('onClose', () => mailer.close());
}
