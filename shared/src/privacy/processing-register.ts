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
    data: 'Montos, pagos, boletas y fechas de cada servicio',
    purpose: 'Contabilidad y obligaciones tributarias',
    legalBasis: 'Obligación legal',
    source: 'El lavado',
    retention: 'El plazo que exige la ley tributaria; se conservan sin los datos de la persona al eliminarla',
  },
];
