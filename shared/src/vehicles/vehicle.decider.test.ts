import { describe, expect, it } from 'vitest';
import { given } from '../../../tests/support/given';
import { vehicleDecider, vehicleMessages, type VehicleCommand } from './vehicle.decider';
import type { VehicleDetails, VehicleEvent } from './vehicle.events';

const now = new Date('2026-11-21T13:00:00.000Z');
const organizationId = '6f1c1a52-5f0e-4a43-9a43-3d2b1f9c0a11';
const ppu = 'ABCD12';
const vehicleId = '0b6f3c2e-8d1a-4f5b-9c7e-2a4d6e8f0a1b';
const clientId = '3c9a1f2e-4b5d-4e6f-8a7b-9c0d1e2f3a4b';
const otherClientId = '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968';
const details: VehicleDetails = { type: 'SED', brand: 'Toyota', model: 'Yaris', color: 'Rojo' };

const registerFor = (owner: string, changed: Partial<VehicleDetails> = {}): VehicleCommand => ({
  type: 'RegisterClientVehicle',
  organizationId,
  vehicleId,
  ppu,
  clientId: owner,
  details: { ...details, ...changed },
  now,
});
const noteForTicket = (changed: Partial<VehicleDetails> = {}): VehicleCommand => ({
  type: 'NoteVehicleForTicket',
  organizationId,
  vehicleId,
  ppu,
  details: { ...details, ...changed },
  now,
});

const registeredFor = (owner: string | null): VehicleEvent => ({
  type: 'VehicleRegistered',
  data: { ...details, organizationId, ppu, clientId: owner, registeredAt: now.toISOString(), vehicleId },
});
const assignedTo = (owner: string, changed: Partial<VehicleDetails> = {}): VehicleEvent => ({
  type: 'VehicleAssignedToClient',
  data: { ...details, ...changed, organizationId, ppu, clientId: owner, vehicleId },
});

const refusal = (kind: string, message: string) => expect.objectContaining({ kind, message });

describe('vehicle decider', () => {
  describe('RegisterClientVehicle (the new-vehicle modal)', () => {
    it('registers a new plate for the client', () => {
      expect(given(vehicleDecider, []).when(registerFor(clientId))).toEqual([registeredFor(clientId)]);
    });

    it('gives a plate registered without a client (from a ticket) its client, with the details given now', () => {
      expect(given(vehicleDecider, [registeredFor(null)]).when(registerFor(clientId, { color: 'Blanco' }))).toEqual([
        assignedTo(clientId, { color: 'Blanco' }),
      ]);
    });

    it('changes nothing when the plate already belongs to that client', () => {
      expect(given(vehicleDecider, [registeredFor(clientId)]).when(registerFor(clientId))).toEqual([]);
      expect(given(vehicleDecider, [registeredFor(null), assignedTo(clientId)]).when(registerFor(clientId))).toEqual([]);
    });

    it("refuses a plate that belongs to another client: 'Vehiculo ya esta registradio a un cliente'", () => {
      expect(() => given(vehicleDecider, [registeredFor(otherClientId)]).when(registerFor(clientId))).toThrow(
        refusal('conflict', vehicleMessages.alreadyHasClient),
      );
      expect(() => given(vehicleDecider, [registeredFor(null), assignedTo(otherClientId)]).when(registerFor(clientId))).toThrow(
        refusal('conflict', vehicleMessages.alreadyHasClient),
      );
    });
  });

  describe('NoteVehicleForTicket (a new service)', () => {
    it('registers an unknown plate without a client', () => {
      expect(given(vehicleDecider, []).when(noteForTicket())).toEqual([registeredFor(null)]);
    });

    it('changes nothing for a known plate, with or without a client, whatever details the ticket gives', () => {
      for (const history of [[registeredFor(null)], [registeredFor(clientId)], [registeredFor(null), assignedTo(clientId)]]) {
        expect(given(vehicleDecider, history).when(noteForTicket({ color: 'Negro', model: 'Corolla' }))).toEqual([]);
      }
    });
  });
});
