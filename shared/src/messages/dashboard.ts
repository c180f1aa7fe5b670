/** The home dashboard (conventions in ./common.ts). */
export const dashboardMessages = {
  title: 'Inicio',
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
    labels: { BA: 'Basico', FL: 'Full', EM: 'Minero' },
    chart: 'Servicios por tipo',
  },
  moduleLabel: 'Servicio',
  stateLabel: 'Estado',
  teamHint: 'Los administradores suelen tener mayores privilegios que las cuentas de empleados.',
} as const;
