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
  /** "Exportar datos": everything held about the client, as a JSON file (Ley 21.719: access and portability). */
  exportData: 'Exportar datos',
  exportFileName: (name: string) =>
    `datos-cliente-${name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}.json`,
  /** "Eliminar datos" (docs/privacy.md, "Borrar a una persona"): the AD erases a client's personal data. */
  erase: {
    action: 'Eliminar datos',
    title: 'Eliminar datos personales',
    lost: 'Se eliminarán para siempre, sin posibilidad de recuperarlos:',
    lostItems: [
      'nombre, Rut, contacto, dirección, correo y teléfono del cliente',
      'las patentes de sus vehículos, que dejan la lista de vehículos',
      'el propietario, el conductor y las observaciones de cada uno de sus servicios',
      'los motivos escritos en sus descuentos, precios y comisiones, y los comentarios de sus evaluaciones',
    ],
    kept: 'Se conservan, sin la persona: los servicios, sus estados y tiempos, los montos, pagos, boletas y comisiones.',
    reason: 'Motivo',
    reasons: { request: 'A solicitud del titular', retention: 'Plazo de conservación cumplido' },
    confirm: 'Entiendo que esta acción no se puede deshacer',
    submit: 'Eliminar datos',
    done: 'Datos eliminados',
  },
  createService: 'Crear',
} as const;
