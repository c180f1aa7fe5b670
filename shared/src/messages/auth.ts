import { accountMessages } from '../identity/account.messages';
import { sessionExpiredMessage } from './server-basics';

/** Signing in and out, recovering and changing a password (conventions in ./common.ts). */
export const sessionMessages = {
  expiredTitle: sessionExpiredMessage,
  expiredMessage: 'Las sesiones inactivas por más de 60 minutos se cierran automáticamente.',
} as const;

export const loginMessages = {
  title: 'Iniciar sesión',
  productDescription: 'Sistema de gestión para pequeñas y medianas empresas',
  identification: 'Identificacion',
  password: 'Contraseña',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  submit: 'Ingresar',
  forgotPassword: '¿Olvidó su contraseña?',
  missingIdentification: 'Ingrese Identificacion!',
  missingPassword: 'Ingrese Contraseña!',
  welcome: (name: string) => `Bienvenido ${name}`,
} as const;

export const recoveryMessages = {
  title: 'Recuperar contraseña',
  identification: 'Identificacion',
  submit: 'Recuperar',
  back: 'Volver',
  hint: 'Ingrese su identificación o su correo: le enviaremos un enlace para crear una nueva contraseña.',
} as const;

export const resetMessages = {
  title: 'Restablecer contraseña',
  missingToken: 'No existe token para recuperar contraseña!',
  submit: 'Cambiar contraseña',
  done: (name: string) => `${name}, ya puede ingresar con su nueva contraseña.`,
} as const;

export const passwordMessages = {
  minLengthHint: 'Debe tener más de 6 caracteres.',
  mismatch: 'Las contraseñas no coinciden.',
  changedTitle: accountMessages.passwordChanged,
  current: 'Contraseña actual',
  new: 'Nueva contraseña',
  confirmation: 'Confirmar contraseña',
  show: 'Mostrar contraseña',
  hide: 'Ocultar contraseña',
} as const;
