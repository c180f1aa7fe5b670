/** People's accounts: the employees page, the registry's shared words and one's own profile (conventions in ./common.ts). */
/** An account as the employees page and the SA's users registry both show it. */
export const userAccountMessages = {
  states: { 1: 'Activado', 0: 'Desactivado' },
  confirmBlock: (name: string) => `¿Desea bloquear al usuario ${name}?`,
  confirmUnblock: (name: string) => `¿Desea desbloquear al usuario ${name}?`,
  confirmDelete: (name: string) => `¿Desea eliminar al usuario ${name}? Esta acción no se puede deshacer.`,
} as const;

/**
 * A set-password link no mail carried (no mail service): the SA or AD hands it over. Never
 * 'Correo Enviado!' then, since nothing was sent.
 */
export const passwordLinkMessages = {
  title: 'Enlace generado',
  noMailInvite: (name: string) =>
    `No hay servicio de correo configurado, así que no se envió ningún correo. Comparta este enlace con ${name} para que cree su contraseña.`,
  noMailFresh:
    'No hay servicio de correo configurado, así que no se envió ningún correo. Comparta este enlace nuevo; el anterior ya no sirve.',
  linkLabel: 'Enlace para crear la contraseña',
  copy: 'Copiar enlace',
  copied: 'Enlace copiado',
  whatsApp: 'Enviar por WhatsApp',
  whatsAppText: (name: string, link: string) => `¡Hola, ${name}! Cree su contraseña de Lavado con este enlace: ${link}`,
  whatsAppTextUnnamed: (link: string) => `¡Hola! Cree su contraseña de Lavado con este enlace: ${link}`,
} as const;

export const employeesMessages = {
  title: 'Empleados',
  newEmployee: 'Nuevo empleado',
  columns: {
    number: 'N° Empleado',
    name: 'Nombre',
    phone: 'Teléfono',
    state: 'Estado',
    actions: 'Acciones',
    rut: 'RUT',
  },
  organization: 'Organización',
  pickOrganization: 'Seleccione una organización para ver sus empleados.',
  empty: 'No existen empleados registrados.',
  blocked: 'El usuario ha sido bloqueado.',
  unblocked: 'El usuario ha sido desbloqueado.',
  form: {
    email: 'Correo electrónico',
    phone: 'Teléfono',
    submit: 'Crear',
    rutOptional: 'Opcional. Sin RUT ingresa con su correo y no puede iniciar servicios en el tablero.',
    addRut: 'Agregar RUT',
    rutTitle: (name: string) => `RUT de ${name}`,
    rutSubmit: 'Guardar',
    rutSavedTitle: '¡RUT guardado!',
    rutSaved: 'Ya puede ingresar con él e iniciar servicios.',
  },
  invitation: {
    column: 'Invitación',
    states: { pending: 'Pendiente', accepted: 'Aceptada', expired: 'Vencida' },
    none: 'Sin invitación',
    resend: 'Enviar enlace nuevo',
    confirmResendTitle: 'Enlace nuevo',
    confirmResend: (name: string) => `Se generará un enlace nuevo para ${name} y el anterior dejará de servir.`,
    sentTitle: '¡Enlace enviado!',
  },
} as const;

export const profileMessages = {
  title: 'Perfil',
  registered: 'Registrado',
  country: 'Chile',
  fields: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    currentPasswordForEmail: 'Su contraseña, para confirmar el cambio',
    rutHint: 'Con su RUT puede ingresar e iniciar servicios en el tablero.',
  },
  updatedTitle: 'Actualizacion!',
  countryLabel: 'País',
  personalInfo: 'Información personal',
  passwordTitle: 'Cambiar contraseña',
  changePassword: 'Cambiar contraseña',
  loadFailed: 'No se pudo cargar el perfil.',
  avatar: {
    choose: 'Cambiar foto',
    locked: 'La foto solo se guarda en este equipo: no se envía a la plataforma.',
    preview: 'Vista previa de la foto',
  },
} as const;
