import { ERASED_TEXT } from '../privacy/erased-forms';

/**
 * How a person is named everywhere: first name and last name, without stray spaces when one is
 * empty. An erased person (both names erased) is named once, 'Dato eliminado': the same text
 * wherever a name was copied, whether from both names or from one full name.
 */
export function fullName(person: { firstName: string; secondName: string }): string {
  if (person.firstName === ERASED_TEXT && person.secondName === ERASED_TEXT) return ERASED_TEXT;
  return `${person.firstName} ${person.secondName}`.trim();
}
