/** Pages the product does not offer yet, and the landing page (conventions in ./common.ts). */
export const landingMessages = {
  title: 'PROXIMAMENTE...',
  subtitle: 'Aquí nacerá algo grande',
} as const;

export const fileMessages = {
  title: 'Ficha',
} as const;

export const bookingsMessages = {
  title: 'Administracion y gestion de Reservaciones!',
  unavailable: 'Servicio no disponible',
} as const;
