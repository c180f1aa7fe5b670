import { SERVICE_TYPES } from '@lavado/shared/wash/wash.catalog';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { shortDate, shortTime, splitDateTime } from '../../../lib/format/dates';
import { vehicleTypeLabel } from '../../../lib/lavados/vehicleTypeOptions';

export const recordVehicleTypeLabel = (ticket: Ticket) => vehicleTypeLabel(ticket.vehicle.type);
export const recordServiceTypeLabel = (ticket: Ticket) => SERVICE_TYPES[ticket.serviceType].label;

/** When the vehicle came in, as the table shows it: d/M/yy H:mm. */
export function entryLabel(ticket: Ticket): string {
  const { date, time } = splitDateTime(ticket.arrivalDate);
  return `${shortDate(date)} ${shortTime(time)}`;
}
