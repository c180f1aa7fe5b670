import { ADDRESS_MAX_LENGTH, OPENING_HOURS_MAX_LINES } from '../organizations/contact-card-limits';

/** The AD's card of the car wash for its customers (issue 20; conventions in ./common.ts). */
export const businessMessages = {
  title: 'Datos del negocio',
  intro: 'Lo que sus clientes ven en la página de seguimiento de su vehículo y con lo que se firman los avisos por WhatsApp.',
  loadFailed: 'No se pudo cargar los datos del negocio.',
  cardTitle: 'Contacto',
  fields: {
    publicName: 'Nombre del negocio',
    phone: 'Teléfono',
    whatsapp: 'WhatsApp',
    address: 'Dirección',
    openingHours: 'Horario de atención',
  },
  hints: {
    phone: 'Vacío: se muestra el teléfono del primer administrador.',
    whatsapp: 'Vacío: la página no ofrece escribir por WhatsApp.',
    address: `Una línea, como la buscaría en un mapa (máximo ${ADDRESS_MAX_LENGTH} caracteres).`,
    openingHours: `Hasta ${OPENING_HOURS_MAX_LINES} líneas, por ejemplo: Lun a Vie 9:00–19:00`,
  },
  savedTitle: 'Guardado',
  logo: {
    title: 'Logo',
    hint: 'PNG, JPEG o WebP de hasta 100 KB y 1024 × 1024 píxeles.',
    none: 'Sin logo',
    upload: 'Subir logo',
    replace: 'Cambiar logo',
    remove: 'Quitar logo',
    alt: 'Logo actual',
  },
  preview: {
    title: 'Así lo ven sus clientes',
    call: 'Llamar',
    whatsapp: 'WhatsApp',
    map: 'Ver en el mapa',
  },
} as const;

/** "Conservación de clientes" on "Datos del negocio" (docs/privacy.md, "Plazo de conservación"). */
export const clientRetentionUiMessages = {
  title: 'Conservación de clientes',
  months: 'Meses que se conservan los clientes inactivos',
  hint: 'Pasado este plazo desde su último servicio (o desde su registro, si no tiene ninguno), los datos personales del cliente se eliminan automáticamente, salvo que tenga un servicio abierto, un saldo por pagar o un pack vigente.',
  save: 'Guardar plazo de conservación',
} as const;
