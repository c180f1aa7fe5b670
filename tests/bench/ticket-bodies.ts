/** Request bodies of the ticket commands the benchmarks send. */

/** A distinct valid plate (new format, ABCD01) for each number below 26⁴ × 100. */
export function plateFor(sequence: number): string {
  let letters = '';
  let rest = Math.floor(sequence / 100);
  for (let position = 0; position < 4; position += 1) {
    letters = String.fromCharCode(65 + (rest % 26)) + letters;
    rest = Math.floor(rest / 26);
  }
  return `${letters}${String(sequence % 100).padStart(2, '0')}`;
}

const SANTIAGO_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' });

/** The new-service form as the UI sends it: due today in Santiago. */
export function newServiceBody(sequence: number): { data: Record<string, string> } {
  const today = SANTIAGO_DATE.format(new Date());
  return {
    data: {
      ppu: plateFor(sequence),
      propietario: `Cliente ${sequence}`,
      driver: 'Chofer',
      vehicleType: 'SED',
      brand: 'Kia',
      model: 'Rio',
      color: 'Azul',
      endDate: today,
      endTime: '23:59',
      servicio: 'BA',
      observaciones: '',
    },
  };
}
