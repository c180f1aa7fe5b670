/**
 * What a car wash keeps about a client, why, on which legal basis, where it comes from and how long
 * it is kept (Ley 21.719; docs/privacy.md, "Registro de tratamiento"): the register the client's
 * data export carries, so the person reads it beside their data.
 */
export interface ProcessingEntry {
  data: string;
  purpose: string;
  legalBasis: string;
  source: string;
  retention: string;
}

export const clientProcessingRegister: readonly ProcessingEntry[] = [
  {
    data: 'Nombre, Rut, nombre de contacto, dirección, correo y teléfono',
    purpose: 'Identificar al cliente, emitir sus boletas y contactarlo por sus servicios',
    legalBasis: 'Ejecución del contrato de servicio de lavado',
    source: 'El propio cliente, al registrarse en el local',
    retention: 'Mientras sea cliente; se eliminan tras el plazo de inactividad que fija el lavado (24 meses por defecto) o cuando lo pida',
  },
  {
    data: 'Patente, marca, modelo y color de sus vehículos',
    purpose: 'Reconocer el vehículo y registrar cada servicio',
    legalBasis: 'Ejecución del contrato de servicio de lavado',
    source: 'El propio cliente o quien entrega el vehículo',
    retention: 'Como los datos del cliente',
  },
  {
    data: 'Propietario, conductor y observaciones de cada servicio; avisos enviados a su teléfono',
    purpose: 'Realizar y entregar el servicio, avisar cuándo está listo',
    legalBasis: 'Ejecución del contrato de servicio de lavado',
    source: 'Quien entrega el vehículo, y el personal del lavado',
    retention: 'Como los datos del cliente',
  },
  {
    data: 'Teléfono, para el aviso por WhatsApp de cada servicio (por ejemplo, vehículo listo para retirar)',
    purpose: 'Avisos del servicio',
    legalBasis: 'Consentimiento del cliente, pedido al registrarlo y retirable en cualquier momento',
    source: 'El propio cliente',
    retention: 'Como los datos del cliente; sin consentimiento, o bloqueado, no se le envían avisos',
  },
  {
    data: 'Correo y teléfono, para publicidad y ofertas',
    purpose: 'Publicidad: hoy el lavado no envía ninguna; solo se registra si el cliente la acepta',
    legalBasis: 'Consentimiento del cliente, pedido aparte y nunca supuesto',
    source: 'El propio cliente',
    retention: 'Como los datos del cliente',
  },
  {
    data: 'Sus consentimientos por finalidad y sus bloqueos (fecha y motivo)',
    purpose: 'Respetar lo que el cliente autorizó y su pedido de bloqueo temporal',
    legalBasis: 'Obligación legal',
    source: 'El propio cliente, y el lavado al registrar sus pedidos',
    retention: 'Como los datos del cliente',
  },
  {
    data: 'Montos, pagos, boletas y fechas de cada servicio',
    purpose: 'Contabilidad y obligaciones tributarias',
    legalBasis: 'Obligación legal',
    source: 'El lavado',
    retention: 'El plazo que exige la ley tributaria; se conservan sin los datos de la persona al eliminarla',
  },
];

/**
 * What the platform keeps about a user (an employee, an administrator of a car wash), why, on which
 * basis, from where and for how long: the register the user's data export carries.
 */
export const employeeProcessingRegister: readonly ProcessingEntry[] = [
  {
    data: 'Nombre, Rut, correo, teléfono, género, rol y número de empleado; su cuenta de acceso',
    purpose: 'Dar acceso al sistema del lavado e identificar a quien registra cada acción',
    legalBasis: 'Ejecución del contrato de trabajo (o de prestación de servicios) con el lavado',
    source: 'El propio usuario, o el administrador del lavado al crear su cuenta',
    retention: 'Mientras tenga cuenta; al eliminarse, solo quedan los registros que exige la ley, sin sus datos',
  },
  {
    data: 'Servicios realizados, lavadores de cada servicio y comisiones',
    purpose: 'Calcular y pagar remuneraciones y comisiones',
    legalBasis: 'Ejecución del contrato de trabajo; obligación legal (remuneraciones y cotizaciones)',
    source: 'El lavado, al registrar cada servicio',
    retention: 'El plazo que exigen las leyes laboral y tributaria',
  },
  {
    data: 'Registros de actividad (logs) y tickets de soporte',
    purpose: 'Seguridad del sistema, soporte y rendición de cuentas sobre el uso de datos personales',
    legalBasis: 'Interés legítimo del lavado y de la plataforma en la seguridad; obligación legal de rendir cuentas',
    source: 'El sistema, al registrar cada acción del usuario; el propio usuario en sus tickets',
    retention:
      'Los logs de errores 90 días, el registro de accesos a datos personales 3 años; los tickets de soporte mientras tenga cuenta',
  },
];
