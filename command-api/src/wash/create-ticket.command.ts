import { invalid, notFound } from '@lavado/shared/domain/errors';
import { priceOn } from '@lavado/shared/money/billing.decider';
import { vehicleGroupOf } from '@lavado/shared/money/money';
import { localDate } from '@lavado/shared/time/zone';
import { vehicleDecider } from '@lavado/shared/vehicles/vehicle.decider';
import { vehicleIdOf } from '@lavado/shared/vehicles/vehicle.events';
import { deliveryIsPast, ticketDecider, ticketMessages } from '@lavado/shared/wash/ticket.decider';
import { ticketStreamId } from '@lavado/shared/wash/ticket.events';
import type { newServiceSchema } from '@lavado/shared/wash/wash.schemas';
import { loadOwnClient } from '../clients/own-client';
import type { CommandRunner } from '../commands/run';
import { priceTicket } from '../money/ticket-money.command';
import type { z } from 'zod';

/**
 * A new service touches two streams: the vehicle is noted (created, or its details refreshed) on
 * the plate's pseudonymous stream (`vehicle-<org>-<random id>`), then the ticket is created on its own stream, owned by the named client
 * or else by the vehicle's registered one, and priced from the list. Answers the new ticket's id.
 */
export async function createWashTicket(
  commands: CommandRunner,
  organizationId: string,
  service: z.output<typeof newServiceSchema>,
): Promise<string> {
  // Refused before the vehicle stream is touched, so a refused ticket appends nothing anywhere.
  if (deliveryIsPast(service, commands.now)) throw invalid(ticketMessages.deliveryInPast);
  if (service.clientId) await loadOwnClient(commands, organizationId, service.clientId);
  const details = { type: service.vehicleType, brand: service.brand, model: service.model, color: service.color };
  const vehicleStream = await commands.streamOf({ kind: 'vehicle', organizationId, ppu: service.ppu });
  const vehicle = await commands.run(vehicleStream, vehicleDecider, {
    type: 'NoteVehicleForTicket',
    organizationId,
    vehicleId: vehicleIdOf(vehicleStream),
    ppu: service.ppu,
    details,
    now: commands.now,
  });
  const ticketId = commands.derivedId('ticket');
  const { state } = await commands.run(ticketStreamId(ticketId), ticketDecider, {
    type: 'CreateTicket',
    now: commands.now,
    ticket: {
      ticketId,
      organizationId,
      clientId: service.clientId ?? (vehicle.state.status === 'registered' ? vehicle.state.clientId : null),
      vehicle: { ppu: service.ppu, ownerName: service.propietario, ...details },
      driver: service.driver,
      serviceType: service.servicio,
      endDate: service.endDate,
      endTime: service.endTime,
      observations: service.observaciones,
    },
  });
  if (state.status === 'none') throw notFound(ticketMessages.notFound);
  await priceFromList(commands, organizationId, ticketId, service);
  return ticketId;
}

/**
 * The ticket copies the price in force today from the organization's list (TicketPriced), so a later
 * change of the list never alters it. With no price for its service and vehicle group it stays
 * unpriced until an AD fixes one. A step of its own, so a retried command prices a ticket it created;
 * the step's runner waits for its own price, which the command's runner does not see.
 */
async function priceFromList(
  commands: CommandRunner,
  organizationId: string,
  ticketId: string,
  service: z.output<typeof newServiceSchema>,
): Promise<void> {
  const step = commands.step('price');
  const priced = await priceTicket(step, organizationId, { userId: 'system', role: 'AD' }, ticketId, (billing) => {
    const amount = priceOn(billing, service.servicio, vehicleGroupOf(service.vehicleType), localDate(commands.now));
    return amount === null ? null : { amount, source: 'list', reason: null };
  });
  if (priced) await step.settle(['money']);
}
