/** What a RUT field keeps of the typed text: digits, and a K only as the check digit. */
export function rutCharacters(typed: string): string {
  const kept = typed.toUpperCase().replace(/[^0-9K]/g, '');
  return kept.slice(0, -1).replace(/K/g, '') + kept.slice(-1);
}

/**
 * A RUT as it is being typed, formatted the Chilean way at every keystroke (12.345.678-5): the
 * last character typed is the check digit, the rest the body with thousands dots.
 */
export function formatRutAsTyped(typed: string): string {
  const kept = rutCharacters(typed);
  if (kept.length <= 1) return kept;
  const body = kept.slice(0, -1).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${body}-${kept.slice(-1)}`;
}
