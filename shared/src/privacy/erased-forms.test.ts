import { describe, expect, it } from 'vitest';
import { clientInputSchema } from '../clients/client.schemas';
import { rutSchema } from '../validation/rut';
import { emailSchema, optionalPhoneSchema } from '../validation/contact';
import { plateSchema } from '../validation/plate';
import { erasedForms } from './erased-forms';

describe('erased forms', () => {
  it("are values the fields' own validation accepts, so every decider and projector still applies them", () => {
    expect(plateSchema.parse(erasedForms.plate)).toBe(erasedForms.plate);
    expect(rutSchema.parse(erasedForms.identification)).toBe(erasedForms.identification);
    expect(emailSchema.parse(erasedForms.email)).toBe(erasedForms.email);
    expect(optionalPhoneSchema.parse(erasedForms.phone)).toBe(erasedForms.phone);
    const client = clientInputSchema.parse({
      name: erasedForms.name,
      type: 'E',
      identification: erasedForms.identification,
      contactName: erasedForms.name,
      clientAddress: erasedForms.address,
      clientEmail: erasedForms.email,
      clientPhone: erasedForms.phone,
    });
    expect(client.name).toBe('Dato eliminado');
  });

  it('name nobody: the plate has vowels, the only RUT with body 0, an address that cannot receive mail', () => {
    expect(erasedForms.plate).toMatch(/^[AEIOU]{4}\d{2}$/);
    expect(erasedForms.identification).toBe('0-0');
    expect(erasedForms.email.endsWith('.invalid')).toBe(true);
    // The schemas refuse what a person could not have: the checks above are not vacuous.
    expect(plateSchema.safeParse('Dato eliminado').success).toBe(false);
    expect(rutSchema.safeParse('0-1').success).toBe(false);
  });
});
