import { describe, expect, it } from 'vitest';
import { checkNewService, emptyNewServiceForm, parseDeliveryDate, remainingCharacters, type NewServiceFormValues } from './newServiceForm';

const complete: NewServiceFormValues = {
  ppu: 'ABCD12',
  propietario: 'Juan Pérez',
  driver: 'Pedro Díaz',
  vehicleType: 'SUV',
  brand: 'Toyota',
  model: 'RAV4',
  color: 'Gris',
  endDate: '2099-03-15',
  endTime: '18:30',
  servicio: 'FL',
  observaciones: '',
  clientId: null,
};

describe('new service form', () => {
  it('names the first missing field in the spec order, one field at a time', () => {
    const order: Array<[keyof NewServiceFormValues, string]> = [
      ['ppu', 'Ingrese Patente...'],
      ['propietario', 'Ingrese Propietario...'],
      ['driver', 'Ingrese Conductor...'],
      ['vehicleType', 'Seleccione tipo de Vehiculo...'],
      ['brand', 'Ingrese Marca...'],
      ['model', 'Ingrese Modelo...'],
      ['color', 'Ingrese Color...'],
      ['endDate', 'Ingrese Fecha de Entrega...'],
      ['endTime', 'Ingrese Hora de Entrega...'],
      ['servicio', 'Seleccione Tipo de Servicio...'],
    ];
    let values = { ...emptyNewServiceForm };
    for (const [field, message] of order) {
      expect(checkNewService(values)).toEqual({ ok: false, field, message });
      values = { ...values, [field]: complete[field] };
    }
    expect(checkNewService(values)).toMatchObject({ ok: true, service: { ppu: 'ABCD12', servicio: 'FL', clientId: null } });
  });

  it('refuses observations over 500 characters', () => {
    expect(checkNewService({ ...complete, observaciones: 'x'.repeat(501) })).toEqual({
      ok: false,
      field: 'observaciones',
      message: 'Máximo 500 caracteres.',
    });
  });

  it('counts the characters left, below zero when too many were typed', () => {
    expect(remainingCharacters('')).toBe(500);
    expect(remainingCharacters('abc')).toBe(497);
    expect(remainingCharacters('x'.repeat(502))).toBe(-2);
  });

  it('reads typed delivery dates day first', () => {
    expect(parseDeliveryDate('15/3/2099')).toBe('2099-03-15');
    expect(parseDeliveryDate('5/6/25')).toBe('2025-06-05');
    expect(parseDeliveryDate('05-06-2025')).toBe('2025-06-05');
    expect(parseDeliveryDate('31/2/2025')).toBeNull();
    expect(parseDeliveryDate('2025-06-05')).toBeNull();
    expect(parseDeliveryDate('mañana')).toBeNull();
  });
});
