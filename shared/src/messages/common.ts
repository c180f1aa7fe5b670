import { accountMessages } from '../identity/account.messages';
import { internalErrorMessage, unavailableMessage } from './server-basics';

/**
 * The screens' Spanish text is split by area, one module each (board.ts, records.ts, admin.ts, …), so that
 * a screen's bundle carries its own words only; these are the words every area shares. Strings quoted in
 * docs/specification.md are kept verbatim (accents, missing accents and punctuation included); the rest
 * follow their tone. A message the server also sends for the same situation is taken from the server's
 * catalogue, and the labels of the domain's codes (service and vehicle types, states, roles) from their schemas.
 */

/** The product's name and its version line. */
export const appMessages = {
  brand: 'Lavado',
  version: (version: string) => `Versión ${version}`,
} as const;

export const commonMessages = {
  ok: 'OK',
  cancel: 'Cancelar',
  close: 'Cerrar',
  save: 'Guardar',
  modify: 'Modificar',
  back: 'Volver',
  loading: 'Cargando...',
  retry: 'Reintentar',
  error: 'Error',
  errorTitle: 'Error!',
  missingFields: 'Faltan Campos!',
  missingFieldsWarning: 'Faltan Campos',
  search: 'Buscar',
  clear: 'Limpiar',
  block: 'Bloquear',
  unblock: 'Desbloquear',
  delete: 'Eliminar',
} as const;

export const networkMessages = {
  unavailable: unavailableMessage,
  unexpected: internalErrorMessage,
} as const;

export const contactMessages = {
  phonePrefix: '+56',
  chatText: (firstName: string) => `Hola ${firstName}!`,
  openChat: (phone: string) => `Abrir chat con ${phone}`,
} as const;

export const formFieldMessages = {
  firstName: 'Nombre',
  secondName: 'Apellido',
  rut: 'RUT',
  rutPlaceholder: 'xx.xxx.xxx-x',
} as const;

export const exportMessages = {
  failed: 'Ocurrió un problema al generar el archivo. Favor contacte a soporte.',
  doneTitle: '¡Descarga completa!',
  doneMessage: 'El archivo Excel fue generado correctamente.',
} as const;

export const successMessages = {
  registered: 'Registrado',
  created: 'Creado!',
  userCreated: accountMessages.userCreated,
  blocked: 'Bloqueo!',
  deleted: 'Eliminación!',
  userDeleted: accountMessages.userDeleted,
  mailSent: 'Correo Enviado!',
  saved: 'Guardada!',
} as const;
