import { z } from 'zod';
import { pauseReasonMessages } from '../messages/tickets';
import { ticketStatus } from './ticket-status';

/** Most characters a washer's own reason ("Otro") may have: it fits one line of a phone. */
export const PAUSE_REASON_TEXT_MAX = 80;

/** The presets, in the order the board offers them; 'other' carries the washer's own words. */
export const PAUSE_REASON_PRESETS = ['waitingPart', 'drying', 'waitingCustomer', 'other'] as const;
export type PauseReasonPreset = (typeof PAUSE_REASON_PRESETS)[number];

/**
 * Why a wash was paused, as TicketPaused carries it (absent on pauses recorded before reasons
 * existed). Only 'other' has text, and that text is the washer's free text (a personal field).
 */
export type PauseReason = { preset: Exclude<PauseReasonPreset, 'other'> } | { preset: 'other'; text: string };

const reasonText = z
  .string({ error: pauseReasonMessages.textRequired })
  .trim()
  .min(1, pauseReasonMessages.textRequired)
  .max(PAUSE_REASON_TEXT_MAX, pauseReasonMessages.textTooLong(PAUSE_REASON_TEXT_MAX));

/** The reason Pausar sends: a preset, or 'other' with 1 to 80 characters of text (trimmed). */
export const pauseReasonSchema = z.discriminatedUnion(
  'preset',
  [
    z.strictObject({ preset: z.literal('waitingPart') }),
    z.strictObject({ preset: z.literal('drying') }),
    z.strictObject({ preset: z.literal('waitingCustomer') }),
    z.strictObject({ preset: z.literal('other'), text: reasonText }),
  ],
  { error: pauseReasonMessages.invalidPreset },
) satisfies z.ZodType<PauseReason>;

/** The reason as people read it: the preset's label, or the washer's own words. */
export function pauseReasonLabel(reason: PauseReason): string {
  return reason.preset === 'other' ? reason.text : pauseReasonMessages.presets[reason.preset];
}

/** What is wrong with a reason (the first issue's Spanish text), or null: the decider's own check, whatever sent it. */
export function pauseReasonProblem(reason: PauseReason): string | null {
  const parsed = pauseReasonSchema.safeParse(reason);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? pauseReasonMessages.invalidPreset);
}

/** Why a paused ticket is paused: the reason of the step it is in (null when it is not paused, or was paused without one). */
export function currentPauseReason(ticket: {
  status: number;
  steps: readonly { status: number; reason?: PauseReason | undefined }[];
}): PauseReason | null {
  const last = ticket.steps.at(-1);
  return ticket.status === ticketStatus.paused && last?.status === ticketStatus.paused ? (last.reason ?? null) : null;
}
