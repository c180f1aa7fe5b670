import type { RecordedEvent } from '@lavado/shared/eventstore/port';
import { assertNever } from '@lavado/shared/domain/decider';
import type { TicketEvent } from '@lavado/shared/wash/ticket.events';
import type { TicketHistoryEntry } from '@lavado/shared/wash/ticket-history.schemas';
import { SERVICE_TYPES } from '@lavado/shared/wash/wash.catalog';
import { evolveTicket, ticketStatus, ticketStatusLabel, type TicketLife } from '@lavado/shared/wash/ticket.lifecycle';

type StoredTicketEvent = TicketEvent & Pick<RecordedEvent, 'revision' | 'metadata'>;

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
          details: `${event.data.vehicle.ppu} · ${SERVICE_TYPES[event.data.serviceType]} · entrega ${event.data.endDate} ${event.data.endTime}`,
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
