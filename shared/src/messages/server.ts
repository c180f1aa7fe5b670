/** Spanish messages the server sends in `{ status, msg, error }` answers. */
export const serverMessages = {
  validation: 'Datos inválidos: revise los campos marcados.',
  unauthenticated: 'Debe iniciar sesión para continuar.',
  sessionExpired: 'Sesión expirada!',
  forbidden: 'No tiene permisos para realizar esta acción.',
  notFound: 'El registro solicitado no existe.',
  routeNotFound: 'La ruta solicitada no existe.',
  conflict: 'El registro fue modificado por otra persona, intente nuevamente.',
  tooManyRequests: 'Demasiados intentos, espere un momento e intente nuevamente.',
  tooManyConnections:
    'Hay demasiadas conexiones abiertas desde esta sesión o esta red. Cierre otras pestañas o pantallas e intente nuevamente.',
  idempotencyKeyReused: 'Esta clave de idempotencia ya se usó con otra solicitud. Envíe la nueva solicitud con otra clave.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  nestedTooDeep: 'La solicitud tiene demasiados niveles anidados.',
  internal: 'Ocurrió un error inesperado, intente mas tarde.',
  unavailable: 'Servicio no disponible, intente mas tarde',
  invalidCredentials: 'Identificación o contraseña incorrecta.',
  userDisabled: 'Su usuario se encuentra desactivado, contacte a su administrador.',
  organizationDisabledLogin: 'Su organización se encuentra desactivada, contacte a soporte.',
  organizationMismatch: 'La organización indicada no corresponde a su sesión.',
  organizationCreated: 'Organización creada exitosamente!',
  organizationExists: 'Ya existe una organización con ese RUT.',
  organizationEnabled: 'Organización activada.',
  organizationDisabled: 'Organización bloqueada.',
  organizationDeleted: 'Organización eliminada.',
  parentOrganizationNotFound: 'La organización principal indicada no existe.',
  parentMustBeMain: 'La organización principal debe ser una organización de tipo Principal.',
  loggedOut: 'Sesión cerrada.',
  customerNotified: 'Aviso al cliente registrado.',
} as const;

export type ServerMessageKey = keyof typeof serverMessages;
