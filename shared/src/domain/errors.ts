/**
 * Errors a decider or handler raises on purpose. The API's one error handler maps `kind` to an
 * HTTP status; the message is the Spanish text the user reads.
 */
export type DomainErrorKind =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  | 'too_many_requests'
  /** The change is stored but what the answer reads is not ready yet: the same request again answers it. */
  | 'still_processing';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** `sessionEnd`: on an `unauthenticated` refusal, why the caller's session is over (machine-readable, with its Spanish message). */
    readonly details: { retryAfterSeconds?: number; sessionEnd?: { reason: string; message: string } } = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const invalid = (message: string) => new DomainError('validation', message);
