import { z } from 'zod';
import { apiRoute } from '../api/route';
import { organizationScopedBody } from '../clients/client.schemas';
import { statusMessageResponse } from '../identity/auth.schemas';
import { boardSchema } from './board';
import { stateThresholdsResponse } from './state-thresholds';
import { boardAtBody, boardAtResponse, ticketHistoryBody, ticketHistoryEntrySchema } from './ticket-history.schemas';
import {
  createWashTicketBody,
  finishTicketBody,
  notifyCustomerBody,
  openTicketsOfPlateBody,
  recordsQueryBody,
  setTicketStateBody,
  ticketByIdBody,
  ticketSchema,
} from './wash.schemas';

export const washApi = {
  /**
   * Today's board: open tickets due today or earlier and those finished today, the first
   * BOARD_LANE_LIMIT of each lane, with each lane's total.
   */
  getBoard: apiRoute('wash/getWashTicketByOrganizationId', organizationScopedBody, boardSchema),
  /** A page of the records history. */
  listRecords: apiRoute('wash/getCompleteTicketByOrganizationId', recordsQueryBody, z.array(ticketSchema)),
  getRecord: apiRoute('wash/getCompleteTicketById', ticketByIdBody, ticketSchema),
  /** The plate's open tickets (pending, in progress, paused), oldest first; empty when it has none. */
  listOpenTicketsOfPlate: apiRoute('wash/getOpenTicketsByPpu', openTicketsOfPlateBody, z.array(ticketSchema)),
  /**
   * The server always sends `createdAt`; the UI still reads an answer without it as "the ticket's
   * fate is unknown" (as the original client did) instead of assuming the ticket exists.
   */
  createTicket: apiRoute(
    'wash/createWashTicket',
    createWashTicketBody,
    statusMessageResponse.extend({ id: z.uuid(), createdAt: z.string().optional() }),
  ),
  setTicketState: apiRoute('wash/setWashTicketState', setTicketStateBody, statusMessageResponse.extend({ status: z.literal(true) })),
  finishTicket: apiRoute('wash/finishWashTicket', finishTicketBody, statusMessageResponse),
  /** "Avisar por WhatsApp": records that the ticket's client was told about its state (once per state). */
  notifyCustomer: apiRoute('wash/notifyCustomer', notifyCustomerBody, statusMessageResponse),
  getTicketHistory: apiRoute('wash/getTicketHistory', ticketHistoryBody, z.array(ticketHistoryEntrySchema)),
  getBoardAt: apiRoute('wash/getBoardAt', boardAtBody, boardAtResponse),
  /** The board's amber and red time-in-state thresholds, per service and state, from the organization's own history. */
  getStateThresholds: apiRoute('wash/getStateThresholds', organizationScopedBody, stateThresholdsResponse),
} as const;
