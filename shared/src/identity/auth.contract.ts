import { apiCommand } from '../api/route';
import { emptyBody, loginBody, loginResponse, statusMessageResponse } from './auth.schemas';
import { recoveryBody, resetBody, resetResponse, setPasswordBody } from './user.schemas';

export const authApi = {
  login: apiCommand({
    path: 'auth/login',
    action: 'Iniciar sesión',
    access: 'public',
    body: loginBody,
    response: loginResponse,
    waitsFor: [],
  }),
  logout: apiCommand({
    path: 'auth/logout',
    action: 'Cerrar sesión',
    access: 'authenticated',
    body: emptyBody,
    response: statusMessageResponse,
    waitsFor: [],
  }),
  requestRecovery: apiCommand({
    path: 'auth/recovery',
    action: 'Recuperar contraseña',
    access: 'public',
    body: recoveryBody,
    response: statusMessageResponse,
    waitsFor: [],
  }),
  /** The link's token travels as `Authorization: Bearer`, not in the body; public, as the handler checks that token itself. */
  resetPassword: apiCommand({
    path: 'auth/reset',
    action: 'Restablecer contraseña',
    access: 'public',
    body: resetBody,
    response: resetResponse,
    waitsFor: [],
  }),
  changePassword: apiCommand({
    path: 'auth/set-password',
    action: 'Cambiar contraseña',
    access: 'authenticated',
    body: setPasswordBody,
    response: statusMessageResponse,
    waitsFor: [],
  }),
} as const;
