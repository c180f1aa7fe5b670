import { userId } from '../events/example-values';
import type { DataSubject, EventDeclarations } from '../events/declaration';
import type { ReservationEvent } from './reservation';

/**
 * The value a reservation stream claims is an e-mail or an identification (RUT), lower-cased, of
 * whoever owns it. The stream is named by a random id its value finds by keyed hash (`reservationStream`).
 */
const reservedValue = {
  subject: (data: { ownerId: string }): DataSubject => ({ kind: 'owner', id: data.ownerId }),
  fields: { value: 'identification' },
} as const;

/** Reservations of unique values (`reservation.ts`): bookkeeping beside the event that needs the value, which the log tells. */
export const reservationEventCatalog = {
  ValueReserved: { readModels: [], log: null, personal: reservedValue, example: { value: 'ana@lavado.cl', ownerId: userId } },
  ValueReleased: { readModels: [], log: null, personal: reservedValue, example: { value: 'ana@lavado.cl', ownerId: userId } },
} as const satisfies EventDeclarations<ReservationEvent>;
