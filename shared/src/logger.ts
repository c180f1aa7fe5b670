import { pino, type Logger } from 'pino';

export type { Logger };

/** One JSON logger per process; tokens and cookies are never written. */
export function createLogger(level: string, name = 'lavado'): Logger {
  return pino({ name, level, redact: ['req.headers.authorization', 'req.headers.cookie', '*.token', '*.password'] });
}
