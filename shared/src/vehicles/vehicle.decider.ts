import { assertNever, type Decider } from '../domain/decider';
import { conflict } from '../domain/errors';
import type { VehicleDetails, VehicleEvent } from './vehicle.events';

export const vehicleMessages = {
  alreadyHasClient: 'Vehiculo ya esta registradio a un cliente',
  withoutClient: 'Vehiculo registrado sin cliente',
  notFound: 'Vehiculo no registrado.',
} as const;

export type VehicleCommand =
  /** From the new-vehicle modal: register the plate for a client, or give an unowned plate its client. */
  | {
      type: 'RegisterClientVehicle';
      organizationId: string;
      vehicleId: string;
      ppu: string;
      clientId: string;
      details: VehicleDetails;
      now: Date;
    }
  /** From a new ticket: make sure the plate is known; a new plate is registered without a client. */
  | { type: 'NoteVehicleForTicket'; organizationId: string; vehicleId: string; ppu: string; details: VehicleDetails; now: Date };

export type VehicleState = { status: 'none' } | { status: 'registered'; clientId: string | null };

export const vehicleDecider: Decider<VehicleCommand, VehicleState, VehicleEvent> = {
  initialState: { status: 'none' },
  evolve(_state, event) {
    switch (event.type) {
      case 'VehicleRegistered':
      case 'VehicleAssignedToClient':
        return { status: 'registered', clientId: event.data.clientId };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    const { organizationId, vehicleId, ppu, details } = command;
    switch (command.type) {
      case 'RegisterClientVehicle':
        if (state.status === 'none') {
          return [
            {
              type: 'VehicleRegistered',
              data: { ...details, organizationId, ppu, clientId: command.clientId, registeredAt: command.now.toISOString(), vehicleId },
            },
          ];
        }
        if (state.clientId === command.clientId) return [];
        if (state.clientId !== null) throw conflict(vehicleMessages.alreadyHasClient);
        return [{ type: 'VehicleAssignedToClient', data: { ...details, organizationId, ppu, clientId: command.clientId, vehicleId } }];
      case 'NoteVehicleForTicket':
        if (state.status === 'registered') return [];
        return [
          {
            type: 'VehicleRegistered',
            data: { ...details, organizationId, ppu, clientId: null, registeredAt: command.now.toISOString(), vehicleId },
          },
        ];
      default:
        return assertNever(command);
    }
  },
};
