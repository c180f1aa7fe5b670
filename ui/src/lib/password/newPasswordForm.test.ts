import { describe, expect, it } from 'vitest';
import { newPasswordFields, withMatchingConfirmation } from './newPasswordForm';

const schema = withMatchingConfirmation(newPasswordFields);

function problems(values: { newPassword: string; confirmation: string }) {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path: path.join('.'), message }));
}

describe('the new password form', () => {
  it('accepts 6 characters confirmed', () => {
    expect(problems({ newPassword: 'lavado-6', confirmation: 'lavado-6' })).toEqual([]);
    expect(problems({ newPassword: 'k9#xQz', confirmation: 'k9#xQz' })).toEqual([]);
  });

  it('refuses an empty password and 5 characters with the spec hint', () => {
    expect(problems({ newPassword: '', confirmation: '' })).toEqual([{ path: 'newPassword', message: 'Debe tener más de 6 caracteres.' }]);
    expect(problems({ newPassword: 'k9#xQ', confirmation: 'k9#xQ' })).toEqual([
      { path: 'newPassword', message: 'Debe tener más de 6 caracteres.' },
    ]);
  });

  it("says 'Las contraseñas no coinciden.' on the confirmation, even while the password is too short", () => {
    expect(problems({ newPassword: 'lavado-6', confirmation: 'lavado-7' })).toEqual([
      { path: 'confirmation', message: 'Las contraseñas no coinciden.' },
    ]);
    expect(problems({ newPassword: 'k9#', confirmation: 'k9' })).toEqual([
      { path: 'newPassword', message: 'Debe tener más de 6 caracteres.' },
      { path: 'confirmation', message: 'Las contraseñas no coinciden.' },
    ]);
  });

  it('refuses a common password with the server rule', () => {
    expect(problems({ newPassword: 'password123', confirmation: 'password123' })).toEqual([
      { path: 'newPassword', message: 'Esa contraseña es demasiado común, elija otra.' },
    ]);
  });
});
