import { describe, expect, it } from 'vitest';
import { getUsersBody, newPasswordSchema } from './user.schemas';

const messagesOf = (password: unknown) => {
  const result = newPasswordSchema.safeParse(password);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('new password rules', () => {
  it('refuses 5 characters or fewer with the spec message, accepts 6', () => {
    expect(messagesOf('a1b2c')).toEqual(['Debe tener más de 6 caracteres.']);
    expect(messagesOf('a1b2c3')).toEqual([]);
  });

  it('counts characters, not UTF-16 units: three emoji are three characters', () => {
    expect(messagesOf('🔑🚗🧽')).toEqual(['Debe tener más de 6 caracteres.']);
    expect(messagesOf('🔑🚗🧽ñandú')).toEqual([]);
  });

  it('accepts long passphrases in any script and returns them untouched (never trimmed or truncated)', () => {
    const passphrase = ` ${'лавка-洗车-lavado '.repeat(40)}`;
    expect([...passphrase].length).toBeGreaterThan(64);
    expect(newPasswordSchema.parse(passphrase)).toBe(passphrase);
  });

  it('refuses more than 1024 characters', () => {
    expect(messagesOf('x'.repeat(1025))).toEqual(['La contraseña no puede superar los 1024 caracteres.']);
    expect(messagesOf('x'.repeat(1024))).toEqual([]);
  });

  it('refuses common passwords whatever their case', () => {
    for (const common of ['password', 'Qwerty123', '123456789', 'Contraseña']) {
      expect(messagesOf(common)).toEqual(['Esa contraseña es demasiado común, elija otra.']);
    }
  });
});

describe('users registry filters', () => {
  it('defaults the registration date to 2025-01-01 and refuses a malformed one', () => {
    expect(getUsersBody.parse({})).toEqual({ from: '2025-01-01' });
    expect(getUsersBody.safeParse({ from: '01/02/2025' }).success).toBe(false);
  });
});
