import { formatRut, isValidRut } from '@lavado/shared/validation/rut';
import type { ProfileInput, UserProfile } from '@lavado/shared/identity/user.schemas';
import { localDate } from '@lavado/shared/time/zone';
import { shortDate } from '../../../lib/format/dates';

/** The registration instant as the short date (d/M/yy) of docs/specification.md#locale, on Chile's calendar. */
export function registeredOn(createdAt: string): string {
  return shortDate(localDate(new Date(createdAt)));
}

/** The personal information form's values: text inputs, so a missing phone is an empty field. */
export function personalInfoOf({ firstName, secondName, email, phone, identification }: UserProfile): ProfileInput {
  return { firstName, secondName, email, phone: phone === null ? '' : String(phone), identification: rutShownOf(identification) };
}

/** The RUT as the form shows it; empty for none, and for an identification that is not a RUT (the form leaves it alone). */
export function rutShownOf(identification: string | null): string {
  return identification && isValidRut(identification) ? formatRut(identification) : '';
}

/** Whether the profile's RUT can be given or corrected here: it has none, or it is a RUT. */
export const rutEditable = (identification: string | null) => identification === null || isValidRut(identification);
