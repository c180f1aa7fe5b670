import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, type Pool } from '@lavado/shared/db/pool';
import { createTestDatabase } from '../support/database';
import { createMailer } from '../../command-api/src/mail/mailer';
import { addToOutbox, type OutgoingMail } from '../../command-api/src/mail/outbox';
import { linkSealer } from '../../command-api/src/mail/sealed-link';
import { createSmtpTransport } from '../../command-api/src/mail/transport';
import { ADMIN, PUBLIC_ORIGIN, startTestApp, TEST_TOKEN_SETTINGS } from '../support/test-app';

const SMTP_USER = 'lavado';
const SMTP_PASSWORD = 'secreto-smtp';

interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** A real SMTP server on an ephemeral port (or a given one) that keeps what it receives. */
async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          ...parseMessage(Buffer.concat(chunks).toString('latin1')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

function parseMessage(raw: string): { subject: string; text: string } {
  const separator = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, separator).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(separator + 4);
  const subject = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
  const quotedPrintable = /^Content-Transfer-Encoding: quoted-printable$/im.test(headers);
  return { subject: decodeEncodedWords(subject), text: quotedPrintable ? decodeQuotedPrintable(body) : body };
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

function capturingLogger() {
  const lines: string[] = [];
  return { lines, logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }) };
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: Pool;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, { max: 6 });
});
afterAll(async () => {
  await pool.end();
  await database.drop();
});

const setMailService = (on: boolean) =>
  pool.query('insert into platform_settings (id, mail_service) values (1, $1) on conflict (id) do update set mail_service = $1', [on]);

function newMail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  const token = randomUUID();
  return {
    id: randomUUID(),
    to: `cliente.${token.slice(0, 8)}@lavado.test`,
    subject: 'Lavado: recuperación de contraseña',
    text: 'Hola Ana:\n\nCree una nueva contraseña con el enlace de abajo.',
    link: `${PUBLIC_ORIGIN}/reset?token=${token}`,
    ...overrides,
  };
}

/** The mailer's sealer for the API's secret in these tests. */
const sealer = linkSealer(TEST_TOKEN_SETTINGS.secret);

async function queue(mailer: ReturnType<typeof createMailer>, mail: OutgoingMail) {
  expect(await addToOutbox(pool, mail, new Date(), sealer)).toBe(true);
  await mailer.handOver(mail);
}

async function outboxRow(id: string) {
  const { rows } = await pool.query<{ sent_at: Date | null; error: string | null; link: string | null }>(
    'select sent_at, error, link from mail_outbox where id = $1',
    [id],
  );
  return rows[0];
}

describe('mailer over SMTP', () => {
  it('sends with the URL’s credentials: recipient, subject and the link in the body; then marks the mail sent', async () => {
    await setMailService(true);
    const smtp = await startSmtpServer();
    const { logger } = capturingLogger();
    const mailer = createMailer({
      pool,
      logger,
      transport: createSmtpTransport(smtp.url),
      from: 'Lavado <no-reply@lavado.test>',
      now: () => new Date(),
      sealer,
    });
    try {
      const mail = newMail();
      await queue(mailer, mail);
      await mailer.sendPending();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ to: [mail.to], subject: mail.subject });
      expect(smtp.received[0]?.text).toContain('Hola Ana:');
      expect(smtp.received[0]?.text).toContain(mail.link);
      // Sent: the sealed link is gone, only the text stays.
      expect(await outboxRow(mail.id)).toMatchObject({ sent_at: expect.any(Date), error: null, link: null });
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  it('keeps a mail the server cannot take, records why, and sends it on a later pass', async () => {
    await setMailService(true);
    const probe = await startSmtpServer();
    await probe.close();
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({
      pool,
      logger,
      transport: createSmtpTransport(probe.url),
      from: 'Lavado <no-reply@lavado.test>',
      now: () => new Date(),
      sealer,
    });
    const mail = newMail();
    try {
      await queue(mailer, mail);
      await mailer.sendPending();
      const failed = await outboxRow(mail.id);
      expect(failed?.sent_at).toBeNull();
      expect(failed?.error).toMatch(/ECONNREFUSED/);
      expect(lines.join('\n')).not.toContain(mail.link!);

      const smtp = await startSmtpServer(probe.port);
      try {
        await mailer.sendPending();
        expect(smtp.received.map((received) => received.to)).toEqual([[mail.to]]);
        expect(await outboxRow(mail.id)).toMatchObject({ sent_at: expect.any(Date), error: null });
      } finally {
        await smtp.close();
      }
    } finally {
      await mailer.close();
    }
  });

  it('never sends one mail twice when two API nodes work the outbox at once', async () => {
    await setMailService(true);
    const smtp = await startSmtpServer();
    const nodes = [1, 2].map(() =>
      createMailer({
        pool,
        logger: capturingLogger().logger,
        transport: createSmtpTransport(smtp.url),
        from: 'Lavado <no-reply@lavado.test>',
        now: () => new Date(),
        sealer,
      }),
    );
    try {
      const mails = Array.from({ length: 30 }, () => newMail());
      for (const mail of mails) expect(await addToOutbox(pool, mail, new Date(), sealer)).toBe(true);
      await Promise.all(nodes.map((node) => node.sendPending()));
      const recipients = smtp.received.flatMap((received) => received.to);
      expect(recipients.filter((recipient) => mails.some((mail) => mail.to === recipient)).sort()).toEqual(
        mails.map((mail) => mail.to).sort(),
      );
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
      await smtp.close();
    }
  });
});

describe('mailer without delivery', () => {
  it('without MAIL_URL, logs the mail without its link and keeps it (link included) in the outbox', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({ pool, logger, transport: null, from: 'Lavado <no-reply@lavado.test>', now: () => new Date(), sealer });
    const mail = newMail();
    await queue(mailer, mail);
    await mailer.sendPending();
    await mailer.close();
    const logged = lines
      .map((line) => JSON.parse(line) as { mail?: Record<string, string>; reason?: string })
      .find((entry) => entry.mail?.id === mail.id);
    expect(logged).toMatchObject({ mail: { id: mail.id, subject: mail.subject }, reason: 'no MAIL_URL configured' });
    // The address and the text are a person's data: the SA reads them in the outbox (admin/getMails), which an erasure reaches.
    expect(lines.join('\n')).not.toContain(mail.to);
    expect(lines.join('\n')).not.toContain(mail.text);
    expect(lines.join('\n')).not.toContain(new URL(mail.link!).searchParams.get('token')!);
    // Kept for sending, sealed: the outbox holds no readable link or token.
    const row = await outboxRow(mail.id);
    expect(row).toMatchObject({ sent_at: null, error: null });
    expect(row?.link).not.toContain(new URL(mail.link!).searchParams.get('token')!);
    expect(sealer.open(row!.link!)).toBe(mail.link);
  });

  it('with the mail service off, logs instead of sending, and sends once the SA turns it on', async () => {
    await setMailService(false);
    const smtp = await startSmtpServer();
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({
      pool,
      logger,
      transport: createSmtpTransport(smtp.url),
      from: 'Lavado <no-reply@lavado.test>',
      now: () => new Date(),
      sealer,
    });
    const mail = newMail();
    try {
      await queue(mailer, mail);
      await mailer.sendPending();
      expect(smtp.received).toEqual([]);
      expect(lines.join('\n')).toContain('mail service is off in the platform settings');
      expect((await outboxRow(mail.id))?.sent_at).toBeNull();

      await setMailService(true);
      await mailer.sendPending();
      expect(smtp.received.filter((received) => received.to.includes(mail.to))).toHaveLength(1);
      expect((await outboxRow(mail.id))?.sent_at).toEqual(expect.any(Date));
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });
});

describe('recovery mail through the API', () => {
  it('reaches the SMTP server with a link on the public origin that resets the password', async () => {
    const smtp = await startSmtpServer();
    const t = await startTestApp({ mailUrl: smtp.url });
    try {
      await t.pool.query(
        'insert into platform_settings (id, mail_service) values (1, true) on conflict (id) do update set mail_service = true',
      );
      expect((await t.call('auth/recovery', { user: ADMIN.email })).status).toBe(200);
      await t.app.mailer.sendPending();

      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail).toMatchObject({ to: [ADMIN.email], subject: 'Lavado: recuperación de contraseña' });
      const link = new RegExp(`${PUBLIC_ORIGIN}/reset\\?token=([A-Za-z0-9_-]{43})`).exec(mail!.text);
      expect(link).not.toBeNull();
      expect((await t.call('auth/reset', { password: 'clave-por-correo-1' }, link![1])).status).toBe(200);
      expect((await t.call('auth/login', { email: ADMIN.identification, password: 'clave-por-correo-1' })).status).toBe(200);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
