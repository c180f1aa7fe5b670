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
} as const;
