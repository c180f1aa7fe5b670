import type { PersonalKind } from '../events/declaration';

/** What a line of the SA's log about an erased person says instead of what it said about them (who did it, and when, stay). */
export const ERASED_LOG_DESCRIPTION = 'registró datos de una persona cuyos datos personales fueron eliminados';

/** What an erased name or text reads as. */
export const ERASED_TEXT = 'Dato eliminado';

/**
 * What a personal value reads as once its data subject's key is erased (docs/privacy.md, "Cifrado y
 * borrado"): one fixed value per kind that the field's own validation would accept, so that deciders
 * and projectors apply the event as before and only the person is gone.
 */
export const erasedForms = {
  name: ERASED_TEXT,
  freeText: ERASED_TEXT,
  address: ERASED_TEXT,
  // A valid RUT (check digit 0) that no person or company holds.
  identification: '0-0',
  // The `.invalid` top-level domain never resolves, so nothing can be delivered to it.
  email: 'dato-eliminado@eliminado.invalid',
  // The client form's "no phone" (validation/contact.ts): no chat link is offered for it.
  phone: 0,
  // The current plate format (four letters, two digits) never uses vowels, so no vehicle holds it.
  plate: 'AAAA00',
  // Every event that holds a gender allows none.
  gender: null,
  // No file: a check-in whose hashes read empty names nothing, so its files have no live reference and are deleted.
  image: '',
} as const satisfies Record<PersonalKind, string | number | null>;

export function erasedFormOf(kind: PersonalKind): string | number | null {
  return erasedForms[kind];
}

/** What a blocked person's name or text reads as where it is shown at all (docs/privacy.md, "Bloqueo temporal"). */
export const BLOCKED_TEXT = 'Dato bloqueado';

/** A blocked person's values where a screen or export must still fill the place: kept, not shown. */
export const blockedForms = { text: BLOCKED_TEXT, plate: 'Bloqueada' } as const;
