import { vehicleFormMessages } from '@lavado/shared/messages/intake';
import { PLATE_PATTERN } from '@lavado/shared/validation/plate';

/** Longest plate of either Chilean format (ABCD01, AB0123). */
export const PLATE_LENGTH = 6;

export const platePlaceholder = vehicleFormMessages.platePlaceholders.join(' / ');

/** What a plate field keeps of what was typed: upper-case letters and digits, six at most. */
export function toPlateInput(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, PLATE_LENGTH);
}

export function isCompletePlate(plate: string): boolean {
  return PLATE_PATTERN.test(plate);
}
