/** The home dashboard (conventions in ./common.ts). */
export const dashboardMessages = {
  title: 'Inicio',
  /** The money of the day, the card first on the AD's home. */
  moneyToday: {
    title: 'Hoy',
    revenue: 'Recaudado hoy (pagos recibidos)',
    charged: 'Valor de los servicios finalizados hoy',
    done: 'Servicios finalizados hoy',
    waiting: 'En espera o en proceso ahora',
    /** The same weekday a week before: "vs. jueves pasado: +3". */
    lastWeek: (weekday: string, change: string) => `vs. ${weekday} pasado: ${change}`,
    lastWeekLabel: (weekday: string) => `Comparado con el ${weekday} pasado hasta la misma hora`,
  },
  team: {
    title: 'Personas en tu equipo',
    employees: 'Empleados',
    admins: 'Admin.',
    total: 'Total',
  },
  clients: {
    title: 'Clientes',
    new: 'N° Nuevos',
    total: 'N° Total',
  },
  services: {
    title: 'Total Servicios',
    empty: 'No hay servicios registrados aún para mostrar en el gráfico.',
    chart: 'Servicios por tipo',
  },
  feedback: {
    title: 'Opinión de clientes',
    average: 'Nota promedio (últimos 7 días)',
    count: 'Respuestas (últimos 7 días)',
    noAnswers: 'Aún no hay respuestas esta semana.',
    lowToday: 'Notas bajas de hoy',
    noLowToday: 'Hoy no hay notas de 6 o menos.',
    score: (score: number) => `${score}/10`,
    noComment: 'Sin comentario.',
    alertTitle: (count: number) =>
      count === 1 ? 'Un cliente calificó mal el servicio hoy' : `${count} clientes calificaron mal el servicio hoy`,
    openRecord: 'Ver registro',
  },
  /** The AD's setup checklist, shown until every step is done. */
  setup: {
    title: 'Primeros pasos',
    intro: 'Deje el lavado listo para trabajar. Esta lista desaparece cuando todo esté hecho.',
    progress: (done: number, total: number) => `${done} de ${total} listos`,
    done: 'Hecho',
    steps: {
      prices: { label: 'Defina los precios de sus servicios', action: 'Ir a Precios' },
      employee: { label: 'Cree su primer empleado', action: 'Ir a Empleados' },
      wallScreen: { label: 'Genere el enlace de la pantalla del local', action: 'Ir al Tablero' },
      service: { label: 'Registre su primer servicio', action: 'Nuevo servicio' },
    },
  },
  moduleLabel: 'Servicio',
  stateLabel: 'Estado',
  teamHint: 'Los administradores suelen tener mayores privilegios que las cuentas de empleados.',
} as const;
