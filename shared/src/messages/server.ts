import { internalErrorMessage, sessionExpiredMessage, unavailableMessage } from './server-basics';

/** Spanish messages the server sends in `{ status, msg, error }` answers. */
export const serverMessages = {
  validation: 'Datos inválidos: revise los campos marcados.',
  unauthenticated: 'Debe iniciar sesión para continuar.',
  sessionExpired: sessionExpiredMessage,
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
  internal: internalErrorMessage,
  unavailable: unavailableMessage,
  stillProcessing: 'El cambio quedó guardado, pero aún se está procesando. Intente de nuevo en unos segundos.',
  changeNotApplied:
    'No se pudo registrar el cambio: no concuerda con los datos guardados. No se guardó nada; avise a soporte si se repite.',
  invalidCredentials: 'Identificación o contraseña incorrecta.',
  userDisabled: 'Su usuario se encuentra desactivado, contacte a su administrador.',
  organizationDisabledLogin: 'Su organización se encuentra desactivada, contacte a soporte.',
  organizationMismatch: 'La organización indicada no corresponde a su sesión.',
  organizationCreated: '¡Organización creada exitosamente!',
  organizationExists: 'Ya existe una organización con ese RUT.',
  organizationEnabled: 'Organización activada.',
  organizationDisabled: 'Organización bloqueada.',
  organizationDeleted: 'Organización eliminada.',
  parentOrganizationNotFound: 'La organización principal indicada no existe.',
  parentMustBeMain: 'La organización principal debe ser una organización de tipo Principal.',
  loggedOut: 'Sesión cerrada.',
  customerNotified: 'Aviso al cliente registrado.',
  organizationRequired: 'Indique la organización.',

  ticketCreated: 'Servicio Creado!',
  ticketStateChanged: 'Procesado!',
  ticketFinished: 'Finalizado!',
  publicTicketNotFound: 'El código no corresponde a un servicio.',

  clientNotFound: 'El cliente no existe.',
  clientRutTaken: 'Ya existe un cliente con ese Rut.',
  clientRegistered: '¡Cliente registrado exitosamente!',
  clientBlocked: 'El cliente está bloqueado: sus datos no se usan hasta que un administrador lo desbloquee.',
  vehicleRegistered: '¡Vehículo registrado exitosamente!',

  /** What each change of the price list and money settings saved, so that no answer says 'Guardada!' of a price. */
  billingSaved: {
    currency: 'Moneda actualizada.',
    service: 'Servicio agregado.',
    price: 'Precio guardado.',
    prices: 'Precios guardados.',
    commission: 'Comisión guardada.',
    policy: 'Permiso actualizado.',
  },
  paymentRecorded: 'Pago registrado.',
  ticketPriced: 'Precio fijado.',
  discountApplied: 'Descuento aplicado.',
  courtesyMarked: 'Servicio marcado como cortesía.',
  ticketVoided: 'Servicio anulado.',
  washersSaved: 'Lavadores guardados.',
  cashDayOpened: 'Caja abierta.',
  cashDayClosed: 'Caja cerrada.',

  employeeNotFound: 'El empleado no existe.',
  employeeCreated: '¡Empleado creado exitosamente!',
  employeeEnabled: 'Empleado desbloqueado.',
  employeeDisabled: 'Empleado bloqueado.',
  employeeDeleted: 'El usuario se ha eliminado',
  employeeUpdated: 'Empleado actualizado.',

  supportTicketCreated: (ticketNumber: number) => `Ticket N° ${ticketNumber} creado!`,
  /** The title of the SA's answer (`tittle`, sic, the field the original client reads). */
  supportTicketUpdatedTitle: '¡Ticket actualizado!',
  supportTicketUpdated: (ticketNumber: number, stateLabel: string) => `El ticket N° ${ticketNumber} quedó ${stateLabel}.`,

  settingsSaved: 'Configuración guardada.',
  mailNotFound: 'El correo no existe o no lleva un enlace.',
  passwordLinkResent: 'Se envió un enlace nuevo; el anterior ya no sirve.',
  /** A fresh link that no mail carries: the SA or AD hands it over. */
  passwordLinkGenerated: 'Se generó un enlace nuevo; el anterior ya no sirve.',
  invitationAlreadyAccepted: 'El empleado ya activó su cuenta. Si olvidó su contraseña, puede recuperarla desde el inicio de sesión.',

  /** The organization's modules on the AD's home: only the car wash exists so far. */
  modules: { carWash: 'Lavados', bookings: 'Reservaciones', inventory: 'Inventario' },
  moduleActive: 'Activo',
  moduleInactive: 'Inactivo',
} as const;
