import { describe, expect, it } from 'vitest';
import { loginHint } from './login-hint';

describe('loginHint', () => {
  it('names the RUT as Chileans write it, the e-mail as the other way in', () => {
    expect(loginHint({ identification: '15234567-4', email: 'ana@lavado.cl' })).toBe(
      'Para ingresar use su RUT 15.234.567-4 (o su correo ana@lavado.cl) y su contraseña.',
    );
  });
  it('names another identification as it is, and only the e-mail when there is none', () => {
    expect(loginHint({ identification: 'admin', email: 'admin@lavado.cl' })).toBe(
      'Para ingresar use su identificación admin (o su correo admin@lavado.cl) y su contraseña.',
    );
    expect(loginHint({ identification: null, email: 'sa@lavado.cl' })).toBe('Para ingresar use su correo sa@lavado.cl y su contraseña.');
  });
});
