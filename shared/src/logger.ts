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
 * Addresses whose rest is a capability: whoever holds it opens the page, with no session. A wall
 * screen's link (`/pantalla/<token>`) and a ticket's id (`/code/<id>`, the customer's page, and
 * `/home/codes/<id>`, its QR code; `/home/check-in/<id>`, `/print/payment/<id>/…` and the check-in's
 * images under `/api/code/<id>/photos/…`) are matched as the UI's router matches them: in any case,
 * with repeated slashes, percent-escaped or not.
 */
const CAPABILITY_ADDRESS =
  /^\/+(pantalla|code|home\/+codes|home\/+check-in|print\/+payment|api\/+code(?=\/+[^/]+\/+photos(?:\/|$)))(?:\/|$)/i;
const SCHEME_AND_HOST = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/**
 * The path of a request URL as the logs may keep it (docs/security.md, rule 24): without its query
 * string (the reset link carries its token there), and with a capability address cut after its
 * prefix (`/pantalla/[redacted]`).
 */
export function loggedPath(url: string): string {
  const path = url.replace(SCHEME_AND_HOST, '').split(/[?#]/, 1)[0] ?? '';
  const decoded = path.split('/').map(decodeSegment).join('/');
  const capability = CAPABILITY_ADDRESS.exec(decoded);
  return capability ? `/${capability[1]!.toLowerCase().replace(/\/+/g, '/')}/[redacted]` : path;
}

/** A path segment decoded as the router decodes it: one with a malformed escape stays as sent. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * One logger per process. Tokens never reach it: request paths are logged by `loggedPath`, and
 * token, password and auth fields are redacted.
 */
export function createLogger(level: string, name = 'lavado', destination: DestinationStream = defaultLogDestination()): Logger {
  return pino(
    {
      name,
      level,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.token', '*.password'],
      serializers: {
        req: (request: LoggedRequest) => ({ method: request.method, path: loggedPath(request.url), ip: request.ip }),
      },
    },
    destination,
  );
}
