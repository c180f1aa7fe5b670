/** The signed-in layout: top bar, side menu, maintenance, onboarding, and the live indicator (conventions in ./common.ts). */
export const layoutMessages = {
  toggleMenu: 'Abrir o cerrar menú',
  topBar: {
    help: 'Ayuda',
    employees: 'Empleados',
    profile: 'Perfil',
    support: 'Soporte',
    administration: 'Administracion',
    logout: 'Cerrar sesión',
  },
  sideMenu: {
    home: 'Inicio',
    adminGroup: 'Admin',
    logs: 'Logs',
    users: 'Usuarios',
    organizations: 'Organizaciones',
    tickets: 'Tickets',
    services: 'Servicios',
    mails: 'Correos',
    washGroup: 'Lavados',
    newRecord: 'Nuevo registro',
    records: 'Registros',
    board: 'Tablero',
    clients: 'Clientes',
    prices: 'Precios',
    packs: 'Packs',
    unpaid: 'Por cobrar',
    moneyGroup: 'Finanzas',
    cash: 'Caja',
    commissions: 'Comisiones',
    reports: 'Reportes',
    business: 'Datos del negocio',
    /** The accountability log (the screen's title too). */
    dataAccess: 'Accesos a datos personales',
  },
  maintenance: {
    title: 'Sitio en Mantenimiento Programado!',
    logout: 'Cerrar Sesion',
    endsAt: (moment: string) => `Hasta el ${moment}`,
  },
  onboarding: {
    close: 'Cerrar',
    title: 'Bienvenido a Lavado',
    carousel: 'Recorrido de bienvenida',
    carouselRole: 'carrusel',
    slideRole: 'diapositiva',
    slideLabel: (number: number, total: number) => `${number} de ${total}`,
    slideStatus: (number: number, total: number) => `Diapositiva ${number} de ${total}`,
    indicators: 'Diapositivas',
    previousSlide: 'Diapositiva anterior',
    nextSlide: 'Diapositiva siguiente',
    goToSlide: (number: number) => `Ir a la diapositiva ${number}`,
    slides: [
      {
        title: 'Menú superior',
        text: 'En el menú superior encontrará Ayuda, para volver a ver esta guía; Perfil; y Soporte, para contactarnos.',
      },
      {
        title: 'Perfil',
        text: 'En Perfil puede cambiar sus datos personales o su contraseña.',
      },
      {
        title: 'Soporte',
        text: 'En Soporte puede crear tickets para pedir ayuda y leer la respuesta del equipo de la plataforma.',
      },
    ],
  },
} as const;

export const realtimeMessages = {
  live: 'En vivo',
  connecting: 'Conectando…',
  reconnecting: 'Reconectando…',
  offline: 'Sin conexión',
  /** Beside the connection state on every live screen: when what it shows last changed (issue 19). */
  lastUpdate: (time: string) => `Actualizado ${time}`,
} as const;
