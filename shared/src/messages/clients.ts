import { erasureMessages } from './erasure';

/** The clients registry (conventions in ./common.ts). */
export const clientsMessages = {
  title: 'Registro de Clientes',
  rutPlaceholder: 'Solo numeros',
  companyType: 'Empresa',
  privateType: 'Particular',
  mustSelectVehicle: 'Debes seleccionar un vehículo',
  ownerLookupFailed: 'No se puede obtener el nombre del propietario, ingrese manualmente!',
  filterLabel: 'Buscar cliente',
  filterPlaceholder: 'Nombre o Rut',
  clearFilter: 'Limpiar',
  newClient: 'Nuevo cliente',
  newService: 'Nuevo servicio',
  newVehicle: 'Nuevo vehículo',
  columns: {
    name: 'Nombre',
    type: 'Tipo',
    rut: 'Rut',
    vehicles: 'Vehículos',
    lastService: 'Último servicio',
    actions: 'Acciones',
  },
  empty: 'No existen clientes registrados.',
  noMatches: (filter: string) => `No existen clientes para ${filter}`,
  loadFailed: 'No se pudo cargar la lista de clientes.',
  form: {
    name: 'Nombre',
    type: 'Tipo',
    rut: 'Rut',
    contactName: 'Nombre de contacto',
    address: 'Dirección',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    submit: 'Registrar',
  },
  vehicleChoice: 'Seleccione el vehículo',
  /** "Editar" (rectification, Ley 21.719): the AD corrects a client's details with the registration's form. */
  edit: {
    action: 'Editar',
    title: 'Editar cliente',
    submit: 'Guardar',
    savedTitle: 'Datos corregidos',
  },
  /** "Exportar datos": everything held about the client, as JSON, Excel or a printable page (Ley 21.719: access and portability). */
  exportData: 'Exportar datos',
  /** "Eliminar datos" (docs/privacy.md, "Borrar a una persona"): the AD erases a client's personal data. */
  erase: {
    ...erasureMessages,
    lostItems: [
      'nombre, Rut, contacto, dirección, correo y teléfono del cliente',
      'las patentes de sus vehículos, que dejan la lista de vehículos',
      'el propietario, el conductor y las observaciones de cada uno de sus servicios',
      'los motivos escritos en sus descuentos, precios y comisiones, y los comentarios de sus evaluaciones',
    ],
    kept: 'Se conservan, sin la persona: los servicios, sus estados y tiempos, los montos, pagos, boletas y comisiones.',
  },
  createService: 'Crear',
  /** Consent per purpose (docs/privacy.md, "Consentimiento por finalidad"): asked at intake, changed with one tap. */
  consents: {
    legend: 'Consentimientos del cliente',
    serviceMessages: 'Acepta recibir avisos de su servicio por WhatsApp (por ejemplo, vehículo listo para retirar)',
    marketing: 'Acepta recibir publicidad y ofertas',
    column: 'Consentimientos',
    serviceMessagesShort: 'Avisos del servicio',
    marketingShort: 'Publicidad',
    granted: (purpose: string, name: string) => `${purpose}: ${name} consiente`,
    changed: 'Consentimiento actualizado',
  },
  /** Bloqueo temporal (docs/privacy.md): the AD blocks a client, whose data is kept but not used until unblocked. */
  block: {
    action: 'Bloquear',
    title: 'Bloquear cliente',
    explanation:
      'Mientras esté bloqueado, sus datos se conservan pero no se usan: no recibe avisos por WhatsApp, no aparece en la lista ni al crear servicios, no sale en las exportaciones y su página de seguimiento no muestra sus datos.',
    reason: 'Motivo del bloqueo',
    submit: 'Bloquear cliente',
    done: 'Cliente bloqueado',
    unblock: 'Desbloquear',
    unblocked: 'Cliente desbloqueado',
    since: 'Bloqueado desde',
  },
  views: { active: 'Clientes', blocked: 'Bloqueados' },
  noBlocked: 'No hay clientes bloqueados.',
} as const;
