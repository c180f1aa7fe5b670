import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@lavado/shared/eventstore/port';
import { eventExamples } from '@lavado/shared/events/examples';
import { formatMoney } from '@lavado/shared/money/money';
import { ticketTimeline } from './ticket-history';

const ticketId = eventExamples.TicketCreated.data.ticketId;
const ana = { userId: 'u-ana', employeeNumber: 3, firstName: 'Ana', secondName: 'Rojas' };
const luis = { userId: 'u-luis', employeeNumber: null, firstName: 'Luis', secondName: 'Soto' };

function stream(...events: { type: string; data: object }[]): RecordedEvent[] {
  return events.map((event, revision) => ({
    ...event,
    data: event.data as RecordedEvent['data'],
    id: `event-${revision}`,
    streamId: `ticket-${ticketId}`,
    revision,
    position: String(revision),
    createdAt: '2026-11-21T13:00:00.000Z',
    metadata: {
      organizationId: eventExamples.TicketCreated.data.organizationId,
      actorId: revision === 0 ? 'u-admin' : null,
      actorRole: revision === 0 ? 'AD' : null,
      commandId: `command-${revision}`,
      correlationId: `command-${revision}`,
      at: `2026-11-21T13:${String(revision).padStart(2, '0')}:00.000Z`,
    },
  }));
}

describe("a ticket's history", () => {
  it('tells each event of the stream in its own Spanish line, money included', () => {
    const at = '2026-11-21T14:00:00.000Z';
    const lines = ticketTimeline(
      stream(
        { ...eventExamples.TicketCreated, data: { ...eventExamples.TicketCreated.data, serviceType: 'EM' } },
        { type: 'TicketPriced', data: { ...eventExamples.TicketPriced.data, currency: 'EUR', amount: 2500, source: 'list', reason: null } },
        { type: 'TicketStarted', data: { ticketId, employee: ana, startedAt: at } },
        { type: 'TicketPaused', data: { ticketId, employee: ana, pausedAt: at } },
        { type: 'TicketStarted', data: { ticketId, employee: luis, startedAt: at } },
        { type: 'TicketPaused', data: { ticketId, employee: luis, pausedAt: at, reason: { preset: 'waitingPart' } } },
        { type: 'TicketStarted', data: { ticketId, employee: luis, startedAt: at } },
        { type: 'TicketPaused', data: { ticketId, employee: luis, pausedAt: at, reason: { preset: 'other', text: 'Lluvia' } } },
        { type: 'TicketStarted', data: { ticketId, employee: luis, startedAt: at } },
        { type: 'TicketDiscounted', data: { ticketId, amount: 150, reason: 'Cliente frecuente' } },
        { type: 'TicketFinished', data: { ticketId, employee: luis, finishedAt: at } },
        { type: 'TicketWashersSet', data: { ...eventExamples.TicketWashersSet.data, reason: null, correctsClosedDay: null } },
        eventExamples.TicketWashersSet,
        { type: 'TicketPaymentRecorded', data: { ...eventExamples.TicketPaymentRecorded.data, amount: 2350, method: 'debit' } },
        { type: 'TicketPaymentRecorded', data: { ...eventExamples.TicketPaymentRecorded.data, correction: true } },
        { type: 'TicketCustomerNotified', data: { ticketId, status: 4, channel: 'whatsapp', phone: 912345678, notifiedAt: at } },
        { type: 'TicketMarkedCourtesy', data: { ticketId, reason: 'Reclamo' } },
        { type: 'TicketVoided', data: { ticketId, reason: 'Ingresado por error', voidedAt: at } },
      ),
      new Map([['u-admin', 'Marta Díaz']]),
    );
    expect(lines.map(({ label, details }) => [label, details])).toEqual([
      ['Servicio creado', 'ABCD12 · Estandar Minero · entrega 21/11/26 17:30'],
      ['Precio', `${formatMoney(2500, 'EUR')} (lista de precios)`],
      ['Servicio iniciado', 'Responsable: Ana Rojas (N° 3)'],
      ['Servicio pausado', 'Responsable: Ana Rojas (N° 3)'],
      ['Servicio reanudado', 'Responsable: Luis Soto'],
      ['Servicio pausado', 'Motivo: Esperando repuesto · Responsable: Luis Soto'],
      ['Servicio reanudado', 'Responsable: Luis Soto'],
      ['Servicio pausado', 'Motivo: Lluvia · Responsable: Luis Soto'],
      ['Servicio reanudado', 'Responsable: Luis Soto'],
      ['Descuento', `${formatMoney(150, 'EUR')} · Motivo: Cliente frecuente`],
      ['Servicio finalizado', 'Responsable: Luis Soto'],
      ['Lavadores', 'Ana Rojas 60%, Luis Soto 40%'],
      ['Lavadores (corrección de caja cerrada)', 'Ana Rojas 60%, Luis Soto 40% · Motivo: Luis terminó el secado'],
      ['Pago registrado', `${formatMoney(2350, 'EUR')} · Débito · Boleta 000123 · Caja del 2026-11-21`],
      ['Pago (corrección de caja cerrada)', `${formatMoney(14990, 'EUR')} · Efectivo · Boleta 000123 · Caja del 2026-11-21`],
      ['Cliente avisado por WhatsApp', 'Estado: Finalizado · +56 912345678'],
      ['Cortesía', 'Motivo: Reclamo'],
      ['Servicio anulado', 'Motivo: Ingresado por error'],
    ]);
    expect(lines[0]).toEqual({
      revision: 0,
      type: 'TicketCreated',
      at: '2026-11-21T13:00:00.000Z',
      actor: { id: 'u-admin', name: 'Marta Díaz', role: 'AD' },
      label: 'Servicio creado',
      details: 'ABCD12 · Estandar Minero · entrega 21/11/26 17:30',
    });
    expect(lines[1]?.actor).toEqual({ id: null, name: null, role: null });
  });

  it('prices in pesos until the ticket says otherwise, and tells a price set by hand with its reason', () => {
    const lines = ticketTimeline(
      stream(eventExamples.TicketCreated, eventExamples.TicketPriced, {
        type: 'TicketDiscounted',
        data: { ticketId, amount: 1000, reason: 'X' },
      }),
      new Map(),
    );
    expect(lines.slice(1).map(({ details }) => details)).toEqual([
      `${formatMoney(15990, 'CLP')} (fijado a mano: Precio convenido con el cliente)`,
      `${formatMoney(1000, 'CLP')} · Motivo: X`,
    ]);
  });
});
