import { z } from 'zod';
import { sessionEndMessages } from '../messages/session-end';

/**
 * Why a session is over, as a 401 (`sessionEnd` in the error body) and the realtime gateway
 * (`session_ended`, the handshake's refusal) tell it: the reasons sessions are ended with
 * (`endSessions`), `idle` (no use within the platform's sessionTime) and `expired` (the token's
 * lifetime is over, or the session is gone for a reason no longer known).
 */
export const SESSION_END_CODES = [
  'logout',
  'idle',
  'deactivated',
  'deleted',
  'password_changed',
  'role_changed',
  'organization_disabled',
  'organization_deleted',
  'expired',
] as const;
export type SessionEndCode = (typeof SESSION_END_CODES)[number];

export const sessionEndSchema = z.object({ reason: z.enum(SESSION_END_CODES), message: z.string() });
export type SessionEnd = z.infer<typeof sessionEndSchema>;

/** The reason with its Spanish message; an idle session names the platform's sessionTime (minutes) it was idle for. */
export function describeSessionEnd(reason: 'idle', idleMinutes: number): SessionEnd;
export function describeSessionEnd(reason: Exclude<SessionEndCode, 'idle'>): SessionEnd;
export function describeSessionEnd(reason: SessionEndCode, idleMinutes?: number): SessionEnd;
export function describeSessionEnd(reason: SessionEndCode, idleMinutes = 0): SessionEnd {
  return { reason, message: reason === 'idle' ? sessionEndMessages.idle(idleMinutes) : sessionEndMessages[reason] };
}

export function isSessionEndCode(value: unknown): value is SessionEndCode {
  return (SESSION_END_CODES as readonly unknown[]).includes(value);
}
