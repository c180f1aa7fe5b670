-- Up Migration
-- A refused command's failure row named its API path ('Comando rechazado: client/createClient: …');
-- it names the action in Spanish now (shared/src/messages/api-actions.ts). The rows written
-- before say it the same way: these are that file's names when this migration was written
-- (reads, `…/get…`, were never logged). A path not in the list reads 'Acción no identificada'.
update failure_log f
   set message = 'Comando rechazado: ' || names.action || substr(f.message, length('Comando rechazado: ' || names.path) + 1)
  from (values
         ('auth/login', 'Iniciar sesión'),
         ('auth/logout', 'Cerrar sesión'),
         ('auth/recovery', 'Recuperar contraseña'),
         ('auth/reset', 'Restablecer contraseña'),
         ('auth/set-password', 'Cambiar contraseña'),
         ('user/updateUser', 'Actualizar perfil'),
         ('onBoard/setOnBoardStatus', 'Cerrar la bienvenida'),
         ('client/createClient', 'Crear cliente'),
         ('vehicle/createClientsVehicle', 'Registrar vehículo'),
         ('wash/createWashTicket', 'Crear servicio'),
         ('wash/setWashTicketState', 'Cambiar estado del servicio'),
         ('wash/finishWashTicket', 'Finalizar servicio'),
         ('wash/notifyCustomer', 'Avisar al cliente por WhatsApp'),
         ('billing/setCurrency', 'Cambiar moneda'),
         ('billing/addService', 'Agregar servicio a la lista de precios'),
         ('billing/setPrice', 'Fijar precio de un servicio'),
         ('billing/setCommissionRule', 'Cambiar comisión de los lavadores'),
         ('billing/setPaymentPolicy', 'Cambiar permiso de cobro de los empleados'),
         ('payments/recordPayment', 'Registrar pago'),
         ('payments/priceTicket', 'Fijar precio del servicio'),
         ('payments/discountTicket', 'Aplicar descuento'),
         ('payments/markCourtesy', 'Marcar servicio como cortesía'),
         ('payments/voidTicket', 'Anular servicio'),
         ('payments/setWashers', 'Asignar lavadores'),
         ('cash/openDay', 'Abrir caja'),
         ('cash/closeDay', 'Cerrar caja'),
         ('support/createTicket', 'Crear ticket de soporte'),
         ('admin/setSupportTicketsStatus', 'Cambiar estado de tickets de soporte'),
         ('employee/createEmployee', 'Crear empleado'),
         ('employee/setEmployeeState', 'Activar o desactivar empleado'),
         ('employee/deleteEmployee', 'Eliminar empleado'),
         ('employee/updateEmployee', 'Actualizar empleado'),
         ('admin/setAplicationParameters', 'Cambiar configuración de la plataforma'),
         ('admin/createOrganization', 'Crear organización'),
         ('admin/setOrganizationState', 'Activar o bloquear organización'),
         ('admin/deleteOrganization', 'Eliminar organización'),
         ('admin/createUsers', 'Crear usuario'),
         ('admin/setUserState', 'Activar o desactivar usuario'),
         ('admin/deleteUser', 'Eliminar usuario'),
         ('admin/resendMail', 'Enviar enlace nuevo por correo'),
         ('wallScreen/createLink', 'Crear enlace de pantalla del tablero'),
         ('wallScreen/listLinks', 'Ver enlaces de pantalla del tablero'),
         ('wallScreen/revokeLink', 'Revocar enlace de pantalla del tablero'),
         ('wallScreen/openScreen', 'Abrir pantalla del tablero')
       ) as names(path, action)
 where starts_with(f.message, 'Comando rechazado: ' || names.path || ': ');

update failure_log
   set message = regexp_replace(message, '^Comando rechazado: [A-Za-z]+/[A-Za-z-]+: ', 'Comando rechazado: Acción no identificada: ')
 where message ~ '^Comando rechazado: [A-Za-z]+/[A-Za-z-]+: ';

-- Down Migration
-- Names go back to paths; a row that reads 'Acción no identificada' keeps it (its path is gone).
update failure_log f
   set message = 'Comando rechazado: ' || names.path || substr(f.message, length('Comando rechazado: ' || names.action) + 1)
  from (values
         ('auth/login', 'Iniciar sesión'),
         ('auth/logout', 'Cerrar sesión'),
         ('auth/recovery', 'Recuperar contraseña'),
         ('auth/reset', 'Restablecer contraseña'),
         ('auth/set-password', 'Cambiar contraseña'),
         ('user/updateUser', 'Actualizar perfil'),
         ('onBoard/setOnBoardStatus', 'Cerrar la bienvenida'),
         ('client/createClient', 'Crear cliente'),
         ('vehicle/createClientsVehicle', 'Registrar vehículo'),
         ('wash/createWashTicket', 'Crear servicio'),
         ('wash/setWashTicketState', 'Cambiar estado del servicio'),
         ('wash/finishWashTicket', 'Finalizar servicio'),
         ('wash/notifyCustomer', 'Avisar al cliente por WhatsApp'),
         ('billing/setCurrency', 'Cambiar moneda'),
         ('billing/addService', 'Agregar servicio a la lista de precios'),
         ('billing/setPrice', 'Fijar precio de un servicio'),
         ('billing/setCommissionRule', 'Cambiar comisión de los lavadores'),
         ('billing/setPaymentPolicy', 'Cambiar permiso de cobro de los empleados'),
         ('payments/recordPayment', 'Registrar pago'),
         ('payments/priceTicket', 'Fijar precio del servicio'),
         ('payments/discountTicket', 'Aplicar descuento'),
         ('payments/markCourtesy', 'Marcar servicio como cortesía'),
         ('payments/voidTicket', 'Anular servicio'),
         ('payments/setWashers', 'Asignar lavadores'),
         ('cash/openDay', 'Abrir caja'),
         ('cash/closeDay', 'Cerrar caja'),
         ('support/createTicket', 'Crear ticket de soporte'),
         ('admin/setSupportTicketsStatus', 'Cambiar estado de tickets de soporte'),
         ('employee/createEmployee', 'Crear empleado'),
         ('employee/setEmployeeState', 'Activar o desactivar empleado'),
         ('employee/deleteEmployee', 'Eliminar empleado'),
         ('employee/updateEmployee', 'Actualizar empleado'),
         ('admin/setAplicationParameters', 'Cambiar configuración de la plataforma'),
         ('admin/createOrganization', 'Crear organización'),
         ('admin/setOrganizationState', 'Activar o bloquear organización'),
         ('admin/deleteOrganization', 'Eliminar organización'),
         ('admin/createUsers', 'Crear usuario'),
         ('admin/setUserState', 'Activar o desactivar usuario'),
         ('admin/deleteUser', 'Eliminar usuario'),
         ('admin/resendMail', 'Enviar enlace nuevo por correo'),
         ('wallScreen/createLink', 'Crear enlace de pantalla del tablero'),
         ('wallScreen/listLinks', 'Ver enlaces de pantalla del tablero'),
         ('wallScreen/revokeLink', 'Revocar enlace de pantalla del tablero'),
         ('wallScreen/openScreen', 'Abrir pantalla del tablero')
       ) as names(path, action)
 where starts_with(f.message, 'Comando rechazado: ' || names.action || ': ');
