/** The rights of access and portability (the exports) and the accountability log's screens (docs/privacy.md). */
import { layoutMessages } from './layout';

const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'persona';

export const privacyMessages = {
  /** The dialog every export opens: why, then the format. */
  exportDialog: {
    clientTitle: (name: string) => `Exportar datos de ${name}`,
    userTitle: (name: string) => `Exportar datos de ${name}`,
    ownTitle: 'Descargar mis datos',
    intro:
      'Incluye todo lo que el lavado guarda sobre la persona y el registro de tratamiento (finalidad, base legal, origen y plazo de conservación).',
    motive: 'Motivo',
    motivePlaceholder: 'Ej.: solicitud del titular recibida por correo',
    motiveHint: 'Queda en el registro de accesos a datos personales. No escriba datos de la persona.',
    json: 'Descargar JSON',
    excel: 'Descargar Excel',
    pdf: 'Ver para imprimir (PDF)',
  },
  ownExport: 'Descargar mis datos',
  userExport: 'Exportar datos',
  fileName: (prefix: 'cliente' | 'usuario', name: string, extension: 'json' | 'xlsx') => `datos-${prefix}-${slug(name)}.${extension}`,
  /** The Excel file's sheets and columns. */
  sheets: {
    data: 'Datos',
    vehicles: 'Vehículos',
    services: 'Servicios',
    payments: 'Pagos',
    register: 'Registro de tratamiento',
    account: 'Cuenta',
    commissions: 'Comisiones',
    support: 'Soporte',
    logs: 'Registros',
  },
  columns: {
    field: 'Dato',
    value: 'Valor',
    vehicles: ['Patente', 'Tipo', 'Marca', 'Modelo', 'Color', 'Registrado'],
    services: ['Fecha', 'Patente', 'Servicio', 'Propietario', 'Conductor', 'Observaciones', 'Cobrado', 'Pagado'],
    payments: ['Fecha', 'Servicio', 'Medio de pago', 'Monto', 'Boleta'],
    register: ['Datos', 'Finalidad', 'Base legal', 'Origen', 'Plazo de conservación'],
    userServices: ['Fecha', 'Patente', 'Servicio', 'Responsable', 'Lavador'],
    commissions: ['Día', 'Servicio', 'Porcentaje', 'Monto'],
    support: ['N°', 'Fecha', 'Tipo', 'Asunto', 'Descripción', 'Respuesta'],
    logs: ['Fecha', 'Registro'],
  },
  clientFields: {
    name: 'Nombre',
    type: 'Tipo',
    identification: 'Rut',
    contactName: 'Nombre de contacto',
    clientAddress: 'Dirección',
    clientEmail: 'Correo electrónico',
    clientPhone: 'Teléfono',
    createdAt: 'Registrado',
    lastService: 'Último servicio',
    exportedAt: 'Exportado',
  },
  userFields: {
    firstName: 'Nombre',
    secondName: 'Apellido',
    identification: 'Rut',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    role: 'Rol',
    gender: 'Género',
    employeeNumber: 'N° de empleado',
    organizationName: 'Organización',
    enabled: 'Activo',
    createdAt: 'Registrado',
    exportedAt: 'Exportado',
  },
  yes: 'Sí',
  no: 'No',
  /** The printable page (the browser saves it as PDF). */
  print: {
    title: 'Datos personales del cliente',
    print: 'Imprimir / Guardar PDF',
    back: 'Volver',
    register: 'Registro de tratamiento',
    none: 'Sin registros.',
  },
  /** "Accesos a datos personales": the accountability log. */
  accessLog: {
    title: layoutMessages.sideMenu.dataAccess,
    intro:
      'Cada lectura de la ficha completa de una persona, cada exportación y cada eliminación de sus datos: quién, cuándo, de quién y por qué.',
    empty: 'Aún no hay accesos registrados.',
    loadFailed: 'No se pudo cargar el registro de accesos.',
    columns: { date: 'Fecha', actor: 'Quién', what: 'Qué', subject: 'De quién', reason: 'Motivo', organization: 'Organización' },
    what: { read: 'Lectura', export: 'Exportación', erasure: 'Eliminación' },
    subjectKind: { client: 'Cliente', user: 'Usuario' },
    /** An erasure's reason is a code; a motive is shown as typed. */
    reasons: { request: 'A solicitud del titular', retention: 'Plazo de conservación cumplido' } as Record<string, string>,
    noReason: '—',
  },
} as const;
