import { useCallback, useRef } from 'react';

export interface KeyedRequest {
  /** The request's values, serialized: the same values sent again are the same command. */
  request: string;
  key: string;
}

/**
 * The `Idempotency-Key` for `request`: the last one when the same values are sent again (a retry
 * after a failure, which the server then recognizes), a fresh one for different values, which the
 * server must not mistake for the earlier command.
 */
export function keyFor(last: KeyedRequest | null, request: unknown, newKey: () => string): KeyedRequest {
  const serialized = JSON.stringify(request);
  return last?.request === serialized ? last : { request: serialized, key: newKey() };
}

/** `keyFor` across renders; `forget` after a success, so that the same values make a new command. */
export function useIdempotencyKey() {
  const last = useRef<KeyedRequest | null>(null);
  const idempotencyKeyFor = useCallback((request: unknown) => {
    last.current = keyFor(last.current, request, () => crypto.randomUUID());
    return last.current.key;
  }, []);
  const forget = useCallback(() => {
    last.current = null;
  }, []);
  return { idempotencyKeyFor, forget };
}

export const idempotencyHeaders = (key: string) => ({ 'Idempotency-Key': key });
