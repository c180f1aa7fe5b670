import type { ProfileInput, UserProfile } from '@lavado/shared/identity/user.schemas';
import { localDate } from '@lavado/shared/time/zone';
import { shortDate } from '../../../lib/format/dates';

/** The registration instant as the spec's short date (d/M/yy), on Chile's calendar. */
export function registeredOn(createdAt: string): string {
  return shortDate(localDate(new Date(createdAt)));
}

/** The personal information form's values: text inputs, so a missing phone is an empty field. */
export function personalInfoOf({ firstName, secondName, email, phone }: UserProfile): ProfileInput {
  return { firstName, secondName, email, phone: phone === null ? '' : String(phone) };
}
