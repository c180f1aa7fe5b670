/** Words of the intake screens (new service, new vehicle) beyond docs/specification.md's own. */
export const intakeMessages = {
  deliveryInPastTitle: 'Fecha de entrega inválida',
  printQr: 'Imprimir QR',
  viewOnBoard: 'Ver en tablero',
  openTicketTitle: 'Servicio abierto',
  openTicket: (plate: string, state: string, due: string) =>
    `La patente ${plate} ya tiene un servicio abierto (${state}, entrega ${due}). Revise el tablero antes de crear otro.`,
  openTickets: (plate: string, count: number) =>
    `La patente ${plate} ya tiene ${count} servicios abiertos. Revise el tablero antes de crear otro.`,
  viewTicket: 'Ver servicio',
  searchingPlate: 'Buscando vehiculo...',
  plateAvailable: 'Patente disponible: complete los datos del vehiculo.',
  newPlate: 'Patente nueva: complete los datos del vehículo.',
  ownedBy: (owner: string) => `Vehículo de ${owner}.`,
  deliveryFromService: 'Se completa al elegir el tipo de servicio.',
  typicalTime: (service: string, duration: string) => `Tiempo típico de ${service}: ${duration}.`,
  defaultTime: (service: string, duration: string) => `${service}: ${duration} (aún sin historial suficiente).`,
  duration: (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return `${rest} min`;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  },
  priceByVehicleType: 'Precio según tipo de vehículo',
  price: (amount: string) => `Precio: ${amount}`,
  serviceCreated: (service: string, plate: string, price: string, due: string) => `${service} para ${plate}: ${price}. Entrega: ${due}.`,
} as const;

export const vehicleFormMessages = {
  alreadyOwned: 'Vehiculo ya esta registradio a un cliente',
  registeredWithoutClient: 'Vehiculo registrado sin cliente',
  notFoundTitle: 'Sin Registro',
  platePlaceholders: ['ABCD01', 'AB0123'],
  plate: 'Patente',
  search: 'Buscar',
  type: 'Tipo Vehiculo',
  brand: 'Marca',
  model: 'Modelo',
  color: 'Color',
  submit: 'Registrar',
} as const;

export const newServiceMessages = {
  title: 'Nuevo Servicio',
  serviceCreatedTitle: 'Servicio Creado!',
  contactSupport: 'Contacte a soporte de la plataforma',
  fields: {
    plate: 'Patente',
    owner: 'Propietario',
    driver: 'Conductor',
    vehicleType: 'Tipo Vehiculo',
    brand: 'Marca',
    model: 'Modelo',
    color: 'Color',
    deliveryDate: 'Fecha Entrega',
    deliveryTime: 'Hora Entrega',
    service: 'Tipo de Servicio',
    observations: 'Observaciones',
  },
  datePlaceholder: 'dd/mm/aaaa',
  searchPlate: 'Buscar',
  remainingCharacters: (remaining: number) => `Caracteres restantes: ${remaining}`,
  clear: 'Limpiar',
  create: 'Crear',
} as const;
