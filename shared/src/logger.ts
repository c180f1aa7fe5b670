import { pino, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

/**
 * Where a process logs by default: readable lines for a person at a terminal, JSON lines for
 * anything else (files, log collectors, CI).
 */
export function defaultLogDestination(output: NodeJS.WriteStream = process.stdout): DestinationStream {
  if (!output.isTTY) return output;
  return pretty({ destination: output, colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true });
}

/**
 * One logger per process. Tokens never reach it: request URLs are logged without their query
 * string (the reset link carries its token there), and token, password and auth fields are redacted.
 */
export function createLogger(level: string, name = 'lavado', destination: DestinationStream = defaultLogDestination()): Logger {
  return pino(
    {
      name,
      level,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.token', '*.password'],
      serializers: {
        req: (request: LoggedRequest) => ({ method: request.method, path: request.url.split('?')[0], ip: request.ip }),
      },
    },
    destination,
  );
}
