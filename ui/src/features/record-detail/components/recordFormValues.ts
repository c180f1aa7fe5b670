import { recordDetailMessages } from '@lavado/shared/messages/records';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { shortDate, shortTime, splitDateTime } from '../../../lib/format/dates';
import { vehicleTypeLabel } from '../../../lib/lavados/vehicleTypeOptions';

/** The record's read-only form, field by field, in the order of docs/specification.md#record-detail-and-qr. */
export interface RecordFormValues {
  owner: string;
  vehicleType: string;
  brand: string;
  model: string;
  color: string;
  entryDate: string;
  deliveryDate: string;
  deliveryTime: string;
  responsible: string;
}

export const recordFormFields = Object.keys(recordDetailMessages.fields) as (keyof RecordFormValues)[];

export function recordFormValues(ticket: Ticket): RecordFormValues {
  const entry = splitDateTime(ticket.arrivalDate);
  return {
    owner: ticket.vehicle.ownerName,
    vehicleType: vehicleTypeLabel(ticket.vehicle.type),
    brand: ticket.vehicle.brand,
    model: ticket.vehicle.model,
    color: ticket.vehicle.color,
    entryDate: `${shortDate(entry.date)} ${shortTime(entry.time)}`,
    deliveryDate: shortDate(ticket.endDate),
    deliveryTime: shortTime(ticket.endTime),
    responsible: ticket.responsibleName ?? recordDetailMessages.noResponsible,
  };
}
