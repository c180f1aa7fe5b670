import { DEFAULT_CLAIMED_TAP_MAX_AGE_MINUTES } from '@lavado/shared/config';
import type { ClaimedTap } from '@lavado/shared/wash/ticket.decider';
import type { App } from '../http/app-types';

/** A board command's claimed tap time as the decider takes it (it clamps it: claimedInstant); nothing when the body claims none. */
export function claimedTap(app: App, tappedAt: string | undefined): { claimed?: ClaimedTap } {
  if (tappedAt === undefined) return {};
  const maxAgeMinutes = app.deps.claimedTapMaxAgeMinutes ?? DEFAULT_CLAIMED_TAP_MAX_AGE_MINUTES;
  return { claimed: { at: new Date(tappedAt), maxAgeMs: maxAgeMinutes * 60_000 } };
}
