import type { Projector } from '../runner/projector';
import { clientsProjector } from './clients';
import { logsProjector } from './logs';
import { organizationsProjector } from './organizations';
import { platformSettingsProjector } from './platform-settings';
import { supportTicketsProjector } from './support-tickets';
import { ticketDurationsProjector } from './ticket-durations';
import { usersProjector } from './users';
import { vehiclesProjector } from './vehicles';
import { washRecordsProjector } from './wash-records';
import { moneyProjector } from './money';
import { ticketFeedbackProjector } from './ticket-feedback';
import { packsProjector } from './packs';
import { checkInsProjector } from './check-ins';

/** Every projector of the product; the runner starts them all, the rebuild CLI finds them by name. */
export const projectors = [
  organizationsProjector,
  usersProjector,
  clientsProjector,
  vehiclesProjector,
  washRecordsProjector,
  platformSettingsProjector,
  supportTicketsProjector,
  logsProjector,
  ticketDurationsProjector,
  moneyProjector,
  ticketFeedbackProjector,
  packsProjector,
  checkInsProjector,
] as const satisfies readonly Projector[];

/** The name of a projector, as commands wait for it (`settle`) and the rebuild CLI takes it. */
export type ProjectorName = (typeof projectors)[number]['name'];

/**
 * The read models a command's answer reads, applied by its append in the same transaction
 * (runner/inline.ts, docs/architecture.md): the others follow asynchronously, from their runners.
 */
export const inlineProjectors = [
  washRecordsProjector,
  clientsProjector,
  vehiclesProjector,
  moneyProjector,
] as const satisfies readonly Projector[];
