import { publicApi } from '@lavado/shared/wash/public.contract';
import { feedbackMessages, type SendFeedbackBody } from '@lavado/shared/wash/ticket-feedback';

export type FeedbackSent =
  | { kind: 'thanks' }
  /** The server said why not, in Spanish (a second answer is thanked too: it was already given). */
  | { kind: 'refused'; message: string }
  | { kind: 'unavailable' };

/**
 * `publicApi.sendFeedback`: no session, the ticket's id is the credential. This page is no React app,
 * so it does what `useCommand` does for the others: the same Idempotency-Key while one answer is sent
 * again after a dropped connection, so that the server records it once.
 */
export async function sendFeedback(answer: SendFeedbackBody, idempotencyKey: string): Promise<FeedbackSent> {
  let response: Response;
  try {
    response = await fetch(`/api/${publicApi.sendFeedback.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(answer),
    });
  } catch {
    return { kind: 'unavailable' };
  }
  if (response.ok) return { kind: 'thanks' };
  const body: unknown = await response.json().catch(() => null);
  const message = typeof body === 'object' && body !== null && 'msg' in body && typeof body.msg === 'string' ? body.msg : null;
  if (response.status === 409 && message === feedbackMessages.alreadyGiven) return { kind: 'thanks' };
  if (response.status >= 500 || !message) return { kind: 'unavailable' };
  return { kind: 'refused', message };
}
