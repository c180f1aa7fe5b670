/** The organization's support tickets (conventions in ./common.ts). */
export const supportPageMessages = {
  title: 'Soporte',
  myTickets: 'Mis Tickets',
  newTicket: 'Nuevo ticket',
  form: {
    type: 'Tipo de problema',
    typePlaceholder: 'Seleccione el tipo',
    issue: 'Título',
    description: 'Descripción',
    submit: 'Enviar',
  },
  columns: {
    number: 'N°',
    date: 'Fecha',
    type: 'Tipo',
    issue: 'Título',
    state: 'Estado',
    actions: 'Acción',
  },
  view: 'Ver detalle',
  empty: 'No tiene tickets registrados.',
  loadFailed: 'No se pudieron cargar sus tickets.',
  detail: {
    title: (ticketNumber: number) => `Ticket N° ${ticketNumber}`,
    createdBy: 'Creado por',
    response: 'Respuesta',
    noResponse: 'Aún no hay respuesta.',
  },
} as const;
