import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

/**
 * One JSON logger per process. Tokens never reach it: request URLs are logged without their query
 * string (the reset link carries its token there), and token, password and auth fields are redacted.
 */
export function createLogger(level: string, name = 'lavado', destination?: DestinationStream): Logger {
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
