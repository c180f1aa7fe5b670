import { describe, expect, it } from 'vitest';
import { given } from '../../../tests/support/given';
import { reservationDecider, type ReservationEvent } from './reservation';

const reserved: ReservationEvent = { type: 'ValueReserved', data: { value: '12345678-5', ownerId: 'a' } };

describe('reservation decider', () => {
  it('reserves a free value', () => {
    expect(
      given(reservationDecider, []).when({ type: 'Reserve', value: '12345678-5', ownerId: 'a', conflictMessage: 'ya existe' }),
    ).toEqual([reserved]);
  });

  it('refuses a value held by someone else, with the given message', () => {
    expect(() =>
      given(reservationDecider, [reserved]).when({ type: 'Reserve', value: '12345678-5', ownerId: 'b', conflictMessage: 'ya existe' }),
    ).toThrow(expect.objectContaining({ kind: 'conflict', message: 'ya existe' }));
  });

  it('is idempotent for the same owner and reusable after release', () => {
    expect(
      given(reservationDecider, [reserved]).when({ type: 'Reserve', value: '12345678-5', ownerId: 'a', conflictMessage: 'x' }),
    ).toEqual([]);
    const released: ReservationEvent = { type: 'ValueReleased', data: { value: '12345678-5', ownerId: 'a' } };
    expect(
      given(reservationDecider, [reserved, released]).when({ type: 'Reserve', value: '12345678-5', ownerId: 'b', conflictMessage: 'x' }),
    ).toHaveLength(1);
  });
});
