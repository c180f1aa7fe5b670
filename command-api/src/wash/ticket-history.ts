import type { Pool } from '@lavado/shared/db/pool';
import { notFound } from '@lavado/shared/domain/errors';
import type { EventStore, RecordedEvent } from '@lavado/shared/eventstore/port';
import { userNames } from '@lavado/projections/read/users';
import { assertNever } from '@lavado/shared/domain/decider';
import { ticketStreamId, type TicketEvent } from '@lavado/shared/wash/ticket.events';
import type { TicketHistoryEntry } from '@lavado/shared/wash/ticket-history.schemas';
import { SERVICE_TYPES } from '@lavado/shared/wash/wash.catalog';
import { evolveTicket, ticketStatus, ticketStatusLabel, type TicketLife } from '@lavado/shared/wash/ticket.lifecycle';

type StoredTicketEvent = TicketEvent & Pick<RecordedEvent, 'revision' | 'metadata'>;

/** The ticket's timeline with each actor's name, if `readableBy` accepts the ticket's organization; otherwise it does not exist. */
export async function readTicketHistory(
  deps: { pool: Pool; store: EventStore },
  ticketId: string,
  readableBy: (organizationId: string) => boolean,
): Promise<TicketHistoryEntry[]> {
  const events = await deps.store.read(ticketStreamId(ticketId));
  const organizationId = events[0]?.metadata.organizationId;
  if (!organizationId || !readableBy(organizationId)) throw notFound('El servicio solicitado no existe.');
  const actorIds = [...new Set(events.map((event) => event.metadata.actorId).filter((id): id is string => id !== null))];
  return ticketTimeline(events, await userNames(deps.pool, actorIds));
}

/** A ticket's stream told as a timeline: what happened, who did it, when. `names` resolves actor ids. */
export function ticketTimeline(events: readonly RecordedEvent[], names: ReadonlyMap<string, string>): TicketHistoryEntry[] {
  let life: TicketLife | null = null;
  return (events as unknown as StoredTicketEvent[]).map((event) => {
    const before = life;
    life = evolveTicket(life, event);
    const actorId = event.metadata.actorId;
    const base = { revision: event.revision, type: event.type, at: event.metadata.at };
    const actor = { id: actorId, name: actorId ? (names.get(actorId) ?? null) : null, role: event.metadata.actorRole };
    switch (event.type) {
      case 'TicketCreated':
        return {
          ...base,
          actor,
          label: 'Servicio creado',
          details: `${event.data.vehicle.ppu} · ${SERVICE_TYPES[event.data.serviceType].name} · entrega ${event.data.endDate} ${event.data.endTime}`,
        };
      case 'TicketStarted': {
        const label = before?.status === ticketStatus.paused ? 'Servicio reanudado' : 'Servicio iniciado';
        return { ...base, actor, label, details: employeeDetails(event.data.employee) };
      }
      case 'TicketPaused':
        return { ...base, actor, label: 'Servicio pausado', details: employeeDetails(event.data.employee) };
      case 'TicketFinished':
        return { ...base, actor, label: 'Servicio finalizado', details: employeeDetails(event.data.employee) };
      case 'TicketCustomerNotified':
        return {
          ...base,
          actor,
          label: 'Cliente avisado por WhatsApp',
          details: `Estado: ${ticketStatusLabel(event.data.status)} · +56 ${event.data.phone}`,
        };
      default:
        return assertNever(event);
    }
  });
}

function employeeDetails(employee: { firstName: string; secondName: string; employeeNumber: number | null }): string {
  const number = employee.employeeNumber === null ? '' : ` (N° ${employee.employeeNumber})`;
  return `Responsable: ${employee.firstName} ${employee.secondName}${number}`;
}
