import { assertNever } from '@lavado/shared/domain/decider';
import { ticketEventTypes, type TicketEvent } from '@lavado/shared/wash/ticket.events';
import { TICKET_STATUS } from '@lavado/shared/wash/wash.catalog';
import { defineProjector } from './define';

/** Feed topic of any ticket change, pushed to the organization's room (boards, records, dashboard). */
export const TICKET_CHANGED = 'ticket.changed';

/** One row per ticket (the records history and the board) plus per-service counts. */
export const washRecordsProjector = defineProjector<TicketEvent>({
  name: 'wash-records',
  tables: ['wash_records', 'wash_counts'],
  handles: ticketEventTypes,
  async apply(event, { client, publish }) {
    const organizationId = event.metadata.organizationId;
    switch (event.type) {
      case 'TicketCreated': {
        const t = event.data;
        const { rowCount } = await client.query(
          `insert into wash_records (id, organization_id, status, ppu, vehicle_type, brand, model, color, owner_name, client_id, driver,
                                     service_type, observations, end_date, end_time, created_at)
           values ($1, $2, 1, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) on conflict (id) do nothing`,
          [t.ticketId, t.organizationId, t.vehicle.ppu, t.vehicle.type, t.vehicle.brand, t.vehicle.model, t.vehicle.color, t.vehicle.ownerName,
            t.clientId, t.driver, t.serviceType, t.observations, t.endDate, t.endTime, t.createdAt],
        );
        if (rowCount) {
          await client.query(
            `insert into wash_counts (organization_id, service_type, count) values ($1, $2, 1)
             on conflict (organization_id, service_type) do update set count = wash_counts.count + 1`,
            [t.organizationId, t.serviceType],
          );
        }
        break;
      }
      case 'TicketStarted': {
        const e = event.data.employee;
        await client.query(
          `update wash_records set status = $2, employee_id = $3, employee_number = $4, employee_first_name = $5, employee_second_name = $6,
                  started_at = coalesce(started_at, $7) where id = $1`,
          [event.data.ticketId, TICKET_STATUS.inProgress, e.userId, e.employeeNumber, e.firstName, e.secondName, event.data.startedAt],
        );
        break;
      }
      case 'TicketPaused':
        await client.query('update wash_records set status = $2 where id = $1', [event.data.ticketId, TICKET_STATUS.paused]);
        break;
      case 'TicketFinished':
        await client.query('update wash_records set status = $2, finished_at = $3 where id = $1', [event.data.ticketId, TICKET_STATUS.finished, event.data.finishedAt]);
        break;
      default:
        assertNever(event);
    }
    if (organizationId) await publish({ organizationId, topic: TICKET_CHANGED, payload: { id: event.data.ticketId, change: event.type } });
  },
});
