import { describe, expect, it } from 'vitest';
import { vehicleTypeOptions } from './vehicleTypeOptions';

describe('vehicle type options', () => {
  it('groups vehicle types under Automóvil, Camioneta and Otros', () => {
    expect(vehicleTypeOptions()).toEqual([
      {
        group: 'Automóvil',
        items: [
          { value: 'HAT', label: 'Hatchback' },
          { value: 'SED', label: 'Sedán' },
          { value: 'SOU', label: 'Coupé' },
          { value: 'CIC', label: 'Citycar' },
          { value: 'SWA', label: 'Station Wagon' },
        ],
      },
      {
        group: 'Camioneta',
        items: [
          { value: 'CAS', label: 'Cabina Simple' },
          { value: 'CAD', label: 'Doble Cabina' },
        ],
      },
      {
        group: 'Otros',
        items: [
          { value: 'SUV', label: 'SUV' },
          { value: 'OTH', label: 'Otro' },
        ],
      },
    ]);
  });
});
