import { clientEventTypes, type ClientEvent } from '../clients/client.events';
import { userEventTypes, type UserEvent } from '../identity/user.events';
import { organizationEventTypes, type OrganizationEvent } from '../organizations/organization.events';
import { settingsEventTypes, type SettingsEvent } from '../settings/settings.events';
import { supportEventTypes, type SupportEvent } from '../support/support.events';
import { vehicleEventTypes, type VehicleEvent } from '../vehicles/vehicle.events';
import { ticketEventTypes, type TicketEvent } from '../wash/ticket.events';
import { wallScreenLinkEventTypes, type WallScreenLinkEvent } from '../wall-screen/wall-screen.events';

/**
 * Every event a person causes on purpose, i.e. what the SA's log shows. Bookkeeping streams are
 * left out: reservations (ValueReserved/ValueReleased) and number counters (EmployeeNumberAssigned,
 * SupportTicketNumberAssigned) only accompany an event that is logged and says the same.
 */
export type LoggedEvent =
  UserEvent | OrganizationEvent | ClientEvent | VehicleEvent | TicketEvent | SupportEvent | SettingsEvent | WallScreenLinkEvent;
export type LoggedEventType = LoggedEvent['type'];

export const loggedEventTypes: readonly LoggedEventType[] = [
  ...userEventTypes,
  ...organizationEventTypes,
  ...clientEventTypes,
  ...vehicleEventTypes,
  ...ticketEventTypes,
  ...supportEventTypes,
  ...settingsEventTypes,
  ...wallScreenLinkEventTypes,
];
