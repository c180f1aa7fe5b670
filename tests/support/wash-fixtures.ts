/** Today's date where the car washes are (the board's "today"), as the new-service form sends it. */
export const todayInSantiago = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());

let plates = 0;
/** A plate in the AB1234 form (docs/specification.md#validation), different on every call of a test file (two letters name the caller). */
export const newPlate = (prefix = 'ZX') => `${prefix}${String(1000 + (plates++ % 9000)).padStart(4, '0')}`;

/** A complete new-service form (`nuevoServicio`), due today; `overrides` replace any field. */
export const newServiceData = (overrides: Record<string, unknown> = {}) => ({
  ppu: newPlate(),
  propietario: 'Juan Pérez',
  driver: 'Pedro Díaz',
  vehicleType: 'SUV',
  brand: 'Toyota',
  model: 'RAV4',
  color: 'Gris',
  endDate: todayInSantiago(),
  endTime: '23:59',
  servicio: 'FL',
  observaciones: '',
  ...overrides,
});
