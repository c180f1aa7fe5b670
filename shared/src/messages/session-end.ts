/** Why a session was closed, in the words the 'Sesión expirada!' dialog shows under its title. */
export const sessionEndMessages = {
  logout: 'Se cerró la sesión desde otra pestaña o dispositivo.',
  idle: (minutes: number) => `La sesión se cerró tras ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} sin actividad.`,
  deactivated: 'Su usuario fue bloqueado por un administrador.',
  deleted: 'Su usuario fue eliminado.',
  password_changed: 'Su contraseña fue cambiada: ingrese con la nueva contraseña.',
  role_changed: 'Su perfil de acceso cambió: ingrese nuevamente.',
  organization_disabled: 'Su organización fue desactivada, contacte a soporte.',
  organization_deleted: 'Su organización fue eliminada.',
  expired: 'La sesión llegó a su duración máxima: ingrese nuevamente.',
} as const;
