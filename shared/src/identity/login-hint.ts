import { formatRut, isValidRut } from '../validation/rut';

/**
 * What a person signs in with, said in words for invitation mails and the set-password page:
 * their RUT (as Chileans write it) or identification, or else their e-mail.
 */
export function loginHint(account: { identification: string | null; email: string }): string {
  const { identification, email } = account;
  if (!identification) return `Para ingresar use su correo ${email} y su contraseña.`;
  const named = isValidRut(identification) ? `su RUT ${formatRut(identification)}` : `su identificación ${identification}`;
  return `Para ingresar use ${named} (o su correo ${email}) y su contraseña.`;
}
