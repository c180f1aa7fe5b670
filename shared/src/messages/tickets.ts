/** A wash ticket as every screen shows it: its states, its history, the customer's notice (conventions in ./common.ts). */
export const ticketHistoryMessages = {
  title: 'Historial del servicio',
  empty: 'El servicio no tiene eventos registrados.',
  system: 'Sistema',
} as const;

export const ticketStatusMessages = {
  pending: 'Pendiente',
  inProgress: 'En Curso',
  paused: 'Pausado',
  finished: 'Finalizado',
  voided: 'Anulado',
} as const;

export const notifyCustomerMessages = {
  notify: 'Avisar por WhatsApp',
  notified: 'Avisado',
  notifiedAt: (time: string) => `Cliente avisado de este estado a las ${time}.`,
  noPhone: 'El vehículo no tiene un cliente con teléfono registrado.',
  consentWithdrawn: 'El cliente retiró su consentimiento para recibir avisos del servicio.',
  clientBlocked: 'El cliente está bloqueado: no se le envían avisos.',
  readyText: (plate: string, link: string) => `¡Hola! Su vehículo patente ${plate} está listo para retirar: ${link}`,
  followText: (plate: string, link: string) => `¡Hola! Puede seguir el lavado de su vehículo patente ${plate} aquí: ${link}`,
  /** Appended to the notice once the car wash has a name: who is writing. */
  signature: (business: string) => `\n— ${business}`,
} as const;

/** Why a wash is paused: the washer's presets on the board (wire values in wash/pause-reason.ts), shown as they are written here. */
export const pauseReasonMessages = {
  presets: {
    waitingPart: 'Esperando repuesto',
    drying: 'Secando',
    waitingCustomer: 'Esperando al cliente',
    other: 'Otro',
  },
  textRequired: 'Escriba el motivo de la pausa.',
  textTooLong: (max: number) => `Máximo ${max} caracteres.`,
  invalidPreset: 'Motivo de pausa inválido.',
  /** "Pausado: Secando": the state with its reason, on the customer's page. */
  pausedWith: (state: string, reason: string) => `${state}: ${reason}`,
} as const;
