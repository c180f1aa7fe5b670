import { z } from 'zod';
import { apiCommand, apiRead } from '../api/route';
import { BOARD_READERS, CUSTOMER_NOTICE_ROLES, ORGANIZATION_MEMBERS, PEOPLE_MANAGERS, RECORD_READERS } from '../auth/roles';
import { organizationScopedBody } from '../organizations/organization.schemas';
import { statusMessageResponse } from '../identity/auth.schemas';
import { boardSchema } from './board';
import { currencySchema } from '../money/money';
import { typicalServiceTimesResponse } from './delivery-estimate';
import { stateThresholdsResponse } from './state-thresholds';
import { boardAtBody, boardAtResponse, ticketHistoryBody, ticketHistoryEntrySchema } from './ticket-history.schemas';
import {
  createWashTicketBody,
  finishTicketBody,
  newServiceSchema,
  notifyCustomerBody,
  openTicketsOfPlateBody,
  recordsQueryBody,
  setTicketStateBody,
  ticketByIdBody,
  ticketSchema,
} from './wash.schemas';

const { propietario, driver, vehicleType, brand, model, color, endDate, endTime, observaciones } = newServiceSchema.shape;
/** What a correction may change, with the new-service form's own rules and messages; what is left out stays. */
const ticketDetailsCorrection = z.strictObject({
  ownerName: propietario,
  driver,
  vehicleType,
  brand,
  model,
  color,
  delivery: z.strictObject({ endDate, endTime }),
  observations: observaciones.unwrap(),
});

export const washApi = {
  /**
   * Today's board: open tickets due today or earlier and those finished today, the first
   * BOARD_LANE_LIMIT of each lane, with each lane's total.
   */
  getBoard: apiRead({
    path: 'wash/getWashTicketByOrganizationId',
    action: 'Ver tablero',
    access: ORGANIZATION_MEMBERS,
    body: organizationScopedBody,
    response: boardSchema,
  }),
  /** A page of the records history. */
  listRecords: apiRead({
    path: 'wash/getCompleteTicketByOrganizationId',
    action: 'Ver registros',
    access: ORGANIZATION_MEMBERS,
    body: recordsQueryBody,
    response: z.array(ticketSchema),
  }),
  getRecord: apiRead({
    path: 'wash/getCompleteTicketById',
    action: 'Ver detalle del servicio',
    access: RECORD_READERS,
    body: ticketByIdBody,
    response: ticketSchema,
  }),
  /** The plate's open tickets (pending, in progress, paused), oldest first; empty when it has none. */
  listOpenTicketsOfPlate: apiRead({
    path: 'wash/getOpenTicketsByPpu',
    action: 'Ver servicios abiertos de una patente',
    access: ORGANIZATION_MEMBERS,
    body: openTicketsOfPlateBody,
    response: z.array(ticketSchema),
  }),
  /**
   * The server always sends `createdAt`; the UI still reads an answer without it as "the ticket's
   * fate is unknown" (as the original client did) instead of assuming the ticket exists. `price` is
   * what the ticket was charged from the price list (null: no price for its service and vehicle group).
   */
  createTicket: apiCommand({
    path: 'wash/createWashTicket',
    action: 'Crear servicio',
    access: ORGANIZATION_MEMBERS,
    body: createWashTicketBody,
    response: statusMessageResponse.extend({
      id: z.uuid(),
      createdAt: z.string().optional(),
      price: z.object({ amount: z.number(), currency: currencySchema }).nullable(),
    }),
    waitsFor: ['wash-records', 'clients', 'vehicles', 'money'],
  }),
  setTicketState: apiCommand({
    path: 'wash/setWashTicketState',
    action: 'Cambiar estado del servicio',
    access: ORGANIZATION_MEMBERS,
    body: setTicketStateBody,
    response: statusMessageResponse.extend({ status: z.literal(true) }),
    waitsFor: ['wash-records'],
  }),
  finishTicket: apiCommand({
    path: 'wash/finishWashTicket',
    action: 'Finalizar servicio',
    access: ORGANIZATION_MEMBERS,
    body: finishTicketBody,
    response: statusMessageResponse,
    waitsFor: ['wash-records'],
  }),
  /** "Avisar por WhatsApp": records that the ticket's client was told about its state (once per state). */
  notifyCustomer: apiCommand({
    path: 'wash/notifyCustomer',
    action: 'Avisar al cliente por WhatsApp',
    access: CUSTOMER_NOTICE_ROLES,
    body: notifyCustomerBody,
    response: statusMessageResponse,
    waitsFor: ['wash-records'],
  }),
  /** "Modificar → Guardar" on the record: the AD, or the ticket's responsible while it is open, corrects what was typed wrong. */
  correctTicketDetails: apiCommand({
    path: 'wash/correctTicketDetails',
    action: 'Corregir datos del servicio',
    access: ORGANIZATION_MEMBERS,
    body: z.strictObject({
      organizationId: ticketByIdBody.shape.organizationId,
      id: ticketByIdBody.shape.id,
      changes: ticketDetailsCorrection.partial(),
    }),
    response: statusMessageResponse,
    waitsFor: ['wash-records'],
  }),
  getTicketHistory: apiRead({
    path: 'wash/getTicketHistory',
    action: 'Ver historial del servicio',
    access: PEOPLE_MANAGERS,
    body: ticketHistoryBody,
    response: z.array(ticketHistoryEntrySchema),
  }),
  getBoardAt: apiRead({
    path: 'wash/getBoardAt',
    action: 'Ver tablero en una fecha',
    access: PEOPLE_MANAGERS,
    body: boardAtBody,
    response: boardAtResponse,
  }),
  /** The board's amber and red time-in-state thresholds, per service and state, from the organization's own history. */
  getStateThresholds: apiRead({
    path: 'wash/getStateThresholds',
    action: 'Ver tiempos de alerta del tablero',
    access: BOARD_READERS,
    body: organizationScopedBody,
    response: stateThresholdsResponse,
  }),
  /** How long each service typically takes, from the organization's own history: the new service's default delivery. */
  getTypicalServiceTimes: apiRead({
    path: 'wash/getTypicalServiceTimes',
    action: 'Ver tiempos típicos de los servicios',
    access: ORGANIZATION_MEMBERS,
    body: organizationScopedBody,
    response: typicalServiceTimesResponse,
  }),
} as const;
