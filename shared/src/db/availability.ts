/**
 * Whether an error means the database cannot be reached right now (refused or dropped connection,
 * server shutting down or starting up, every connection taken), as opposed to a query it refused. Such a request is
 * answered 503 and is safe to retry with the same Idempotency-Key.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '53300', // too_many_connections: every connection the server allows is taken; one frees soon
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error|Client was closed|timeout exceeded when trying to connect|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return UNAVAILABLE_MESSAGES.test(error.message) || (error.cause !== undefined && isDatabaseUnavailable(error.cause));
}

/** A deadlock or a serialization failure: the server rolled the transaction back whole, and it may simply run again. */
export function isTransientConflict(error: unknown): boolean {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return code === '40P01' || code === '40001';
}
