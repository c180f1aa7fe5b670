import type { ApiPath } from '../api/contract';

/**
 * What each API call does, in the words the SA reads in the Logs ("Comando rechazado: Crear
 * cliente: …"), never its path. Keyed by the contract's paths: a route without a name does not
 * type-check.
 */
export const apiActionNames: Record<ApiPath, string> = {
  'auth/login': 'Iniciar sesión',
  'auth/logout': 'Cerrar sesión',
  'auth/recovery': 'Recuperar contraseña',
  'auth/reset': 'Restablecer contraseña',
  'auth/set-password': 'Cambiar contraseña',

  'user/getUserById': 'Ver perfil',
  'user/updateUser': 'Actualizar perfil',
  'onBoard/getOnBoardStatus': 'Ver estado de la bienvenida',
  'onBoard/setOnBoardStatus': 'Cerrar la bienvenida',

  'organization/getOrganization': 'Ver organización',
  'menu/getOrganizationsMenu': 'Ver menú de la organización',

  'client/getOrganizationClients': 'Ver clientes',
  'client/getClientsById': 'Ver cliente',
  'client/createClient': 'Crear cliente',
  'vehicle/getVehicleByPpu': 'Buscar vehículo por patente',
  'vehicle/createClientsVehicle': 'Registrar vehículo',
  'vehicle/getClientsVehiclesByIds': 'Ver vehículos de clientes',
  'wash/getWashTicketByOrganizationId': 'Ver tablero',
  'wash/getCompleteTicketByOrganizationId': 'Ver registros',
  'wash/getCompleteTicketById': 'Ver detalle del servicio',
  'wash/getOpenTicketsByPpu': 'Ver servicios abiertos de una patente',
  'wash/createWashTicket': 'Crear servicio',
  'wash/setWashTicketState': 'Cambiar estado del servicio',
  'wash/finishWashTicket': 'Finalizar servicio',
  'wash/notifyCustomer': 'Avisar al cliente por WhatsApp',
  'wash/getTicketHistory': 'Ver historial del servicio',
  'wash/getBoardAt': 'Ver tablero en una fecha',
  'wash/getStateThresholds': 'Ver tiempos de alerta del tablero',

  'billing/getBillingSetup': 'Ver precios',
  'billing/setCurrency': 'Cambiar moneda',
  'billing/addService': 'Agregar servicio a la lista de precios',
  'billing/setPrice': 'Fijar precio de un servicio',
  'billing/setCommissionRule': 'Cambiar comisión de los lavadores',
  'billing/setPaymentPolicy': 'Cambiar permiso de cobro de los empleados',
  'payments/getTicketMoney': 'Ver cobro del servicio',
  'payments/recordPayment': 'Registrar pago',
  'payments/priceTicket': 'Fijar precio del servicio',
  'payments/discountTicket': 'Aplicar descuento',
  'payments/markCourtesy': 'Marcar servicio como cortesía',
  'payments/voidTicket': 'Anular servicio',
  'payments/setWashers': 'Asignar lavadores',
  'payments/getWasherChoices': 'Ver lavadores disponibles',
  'payments/getUnpaidTickets': 'Ver servicios por cobrar',
  'cash/getCashDay': 'Ver caja del día',
  'cash/openDay': 'Abrir caja',
  'cash/closeDay': 'Cerrar caja',
  'reports/getCommissionReport': 'Ver reporte de comisiones',
  'reports/getRevenueReport': 'Ver reporte de ingresos',
  'reports/getMoneyToday': 'Ver dinero del día',
  'code/getPublicTicket': 'Ver servicio desde el código QR',

  'support/createTicket': 'Crear ticket de soporte',
  'support/getUserTickets': 'Ver mis tickets de soporte',
  'admin/getSupportTickets': 'Ver tickets de soporte',
  'admin/setSupportTicketsStatus': 'Cambiar estado de tickets de soporte',
  'admin/getLogs': 'Ver logs',

  'employee/getOrganizationEmployees': 'Ver empleados',
  'employee/createEmployee': 'Crear empleado',
  'employee/setEmployeeState': 'Activar o desactivar empleado',
  'employee/deleteEmployee': 'Eliminar empleado',
  'employee/updateEmployee': 'Actualizar empleado',

  'dashboard/getEmployeesCount': 'Ver cantidad de empleados',
  'dashboard/getUserCount': 'Ver cantidad de administradores',
  'dashboard/getWashCount': 'Ver cantidad de servicios',
  'dashboard/getClientsCount': 'Ver cantidad de clientes',

  'setting/getAplicationParameters': 'Ver configuración de la plataforma',
  'admin/getAplicationParameters': 'Ver configuración de la plataforma (administración)',
  'admin/setAplicationParameters': 'Cambiar configuración de la plataforma',

  'admin/getOrganization': 'Ver organizaciones',
  'admin/createOrganization': 'Crear organización',
  'admin/setOrganizationState': 'Activar o bloquear organización',
  'admin/deleteOrganization': 'Eliminar organización',

  'admin/getUsers': 'Ver usuarios',
  'admin/createUsers': 'Crear usuario',
  'admin/setUserState': 'Activar o desactivar usuario',
  'admin/deleteUser': 'Eliminar usuario',
  'admin/getMails': 'Ver correos',
  'admin/resendMail': 'Enviar enlace nuevo por correo',

  'wallScreen/createLink': 'Crear enlace de pantalla del tablero',
  'wallScreen/listLinks': 'Ver enlaces de pantalla del tablero',
  'wallScreen/revokeLink': 'Revocar enlace de pantalla del tablero',
  'wallScreen/openScreen': 'Abrir pantalla del tablero',
  'wallScreen/getBoard': 'Ver pantalla del tablero',
};

/** What a call the contract does not name is called instead: never its path. */
export const UNNAMED_API_ACTION = 'Acción no identificada';

/** The Spanish name of the call at `path` (`client/createClient` → 'Crear cliente'). */
export function apiActionName(path: string): string {
  return Object.hasOwn(apiActionNames, path) ? apiActionNames[path as ApiPath] : UNNAMED_API_ACTION;
}
