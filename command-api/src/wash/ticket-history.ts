import type { Pool } from '@lavado/shared/db/pool';
import { notFound } from '@lavado/shared/domain/errors';
import type { EventStore, RecordedEvent } from '@lavado/shared/eventstore/port';
import { userNames } from '@lavado/projections/read/users';
import { assertNever } from '@lavado/shared/domain/decider';
import { ticketStreamId } from '@lavado/shared/wash/ticket.events';
import { formatMoney, PAYMENT_METHODS, type Currency } from '@lavado/shared/money/money';
import type { TicketHistoryEntry } from '@lavado/shared/wash/ticket-history.schemas';
import { SERVICE_TYPES } from '@lavado/shared/wash/wash.catalog';
import {
  evolveTicket,
  ticketStatus,
  ticketStatusLabel,
  type TicketLife,
  type TicketStreamEvent,
} from '@lavado/shared/wash/ticket.lifecycle';

type StoredTicketEvent = TicketStreamEvent & Pick<RecordedEvent, 'revision' | 'metadata'>;

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
  let currency: Currency = 'CLP';
  const money = (amount: number) => formatMoney(amount, currency);
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
      case 'TicketVoided':
        return { ...base, actor, label: 'Servicio anulado', details: `Motivo: ${event.data.reason}` };
      case 'TicketPriced':
        currency = event.data.currency;
        return {
          ...base,
          actor,
          label: 'Precio',
          details: `${money(event.data.amount)}${event.data.source === 'list' ? ' (lista de precios)' : ` (fijado a mano: ${event.data.reason ?? ''})`}`,
        };
      case 'TicketDiscounted':
        return { ...base, actor, label: 'Descuento', details: `${money(event.data.amount)} · Motivo: ${event.data.reason}` };
      case 'TicketMarkedCourtesy':
        return { ...base, actor, label: 'Cortesía', details: `Motivo: ${event.data.reason}` };
      case 'TicketPaymentRecorded':
        return {
          ...base,
          actor,
          label: event.data.correction ? 'Pago (corrección de caja cerrada)' : 'Pago registrado',
          details: `${money(event.data.amount)} · ${PAYMENT_METHODS[event.data.method]} · Boleta ${event.data.boleta} · Caja del ${event.data.businessDay}`,
        };
      case 'TicketWashersSet':
        return {
          ...base,
          actor,
          label: 'Lavadores',
          details: [
            event.data.washers.map((washer) => `${washer.name} ${washer.percent}%`).join(', '),
            ...(event.data.reason ? [`Motivo: ${event.data.reason}`] : []),
          ].join(' · '),
        };
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
