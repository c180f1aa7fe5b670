/**
 * Child process of the commands benchmark: autocannon keeps `connections` requests in flight
 * against one command route for `seconds` (after an unmeasured warm-up), each request a new ticket
 * of the next organization. Runs apart from the server so that the load generator's CPU and memory
 * are not counted as the server's.
 *
 * Message from the parent: { kind: 'run', load: HttpLoad }. To the parent: { kind: 'result', result: HttpLoadResult }.
 */
import autocannon from 'autocannon';
import { newServiceBody } from './ticket-bodies';

export interface HttpLoad {
  /** The product's, or the CRUD peer's (crud-peer.ts): both answer `POST /api/wash/createWashTicket`. */
  origin: string;
  tokens: string[];
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export interface HttpLoadResult {
  /** Requests answered 2xx inside the measured window. */
  succeeded: number;
  /** Requests answered during the warm-up, which the server also did. */
  warmupAnswered: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  seconds: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  statusCodes: Record<string, number>;
}

let sequence = Math.floor(Math.random() * 1_000_000);

async function run(load: HttpLoad): Promise<HttpLoadResult> {
  const setupRequest = (request: autocannon.Request): autocannon.Request => {
    const token = load.tokens[sequence % load.tokens.length]!;
    return {
      ...request,
      headers: { ...request.headers, authorization: `Bearer ${token}` },
      body: JSON.stringify(newServiceBody(sequence++)),
    };
  };
  // autocannon's option types predate its warm-up option.
  const options: autocannon.Options & { warmup: { connections: number; duration: number } } = {
    url: `${load.origin}/api/wash/createWashTicket`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections: load.connections,
    duration: load.seconds,
    warmup: { connections: load.connections, duration: load.warmupSeconds },
    requests: [{ setupRequest }],
    timeout: 30,
  };
  const result = (await autocannon(options)) as autocannon.Result & { warmup?: autocannon.Result };
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]));
  return {
    succeeded: result['2xx'],
    warmupAnswered: (result.warmup?.['2xx'] ?? 0) + (result.warmup?.non2xx ?? 0),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds: result.duration,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    statusCodes,
  };
}

process.on('message', (message: { kind: string; load: HttpLoad }) => {
  if (message.kind !== 'run') return;
  run(message.load).then(
    (result) => {
      process.send?.({ kind: 'result', result });
      process.exit(0);
    },
    (error: unknown) => {
      process.send?.({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
      process.exit(1);
    },
  );
});
