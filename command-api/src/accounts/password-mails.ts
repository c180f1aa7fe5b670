import { assertNever } from '@lavado/shared/domain/decider';
import { loginHint } from '@lavado/shared/identity/login-hint';
import { PASSWORD_LINK_LIFETIME_MINUTES, type PasswordLinkPurpose } from './password-tokens';

/** The reset page of the UI opens set-password links; always on the configured public origin. */
export function passwordLinkUrl(publicOrigin: string, token: string): string {
  return `${publicOrigin}/reset?token=${token}`;
}

/** Subject and text of a set-password mail; the link itself is appended when the mail is sent. */
export function passwordMail(
  purpose: PasswordLinkPurpose,
  recipient: { firstName: string; identification: string | null; email: string },
): { subject: string; text: string } {
  const { firstName } = recipient;
  const validity = describeMinutes(PASSWORD_LINK_LIFETIME_MINUTES[purpose]);
  switch (purpose) {
    case 'invite':
      return {
        subject: 'Bienvenido a Lavado: cree su contraseña',
        text: [
          `Hola ${firstName}:`,
          '',
          `Se creó su cuenta en Lavado. Para ingresar, cree su contraseña con el enlace de abajo. El enlace vence en ${validity} y sirve una sola vez.`,
          '',
          loginHint(recipient),
          '',
          'Si no esperaba este correo, puede ignorarlo.',
        ].join('\n'),
      };
    case 'reset':
      return {
        subject: 'Lavado: recuperación de contraseña',
        text: [
          `Hola ${firstName}:`,
          '',
          `Recibimos una solicitud para recuperar su contraseña. Cree una nueva con el enlace de abajo. El enlace vence en ${validity} y sirve una sola vez.`,
          '',
          loginHint(recipient),
          '',
          'Si usted no lo solicitó, ignore este correo: su contraseña actual sigue vigente.',
        ].join('\n'),
      };
    default:
      return assertNever(purpose);
  }
}

function describeMinutes(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60} horas` : `${minutes} minutos`;
}
