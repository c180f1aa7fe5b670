import { notFound } from '@lavado/shared/domain/errors';
import { serverMessages } from '@lavado/shared/messages/server';
import { vehicleDecider, vehicleMessages } from '@lavado/shared/vehicles/vehicle.decider';
import { vehicleIdOf } from '@lavado/shared/vehicles/vehicle.events';
import { vehicleApi } from '@lavado/shared/vehicles/vehicle.contract';
import { command } from '../http/command';
import { post } from '../http/route';
import type { App } from '../http/app-types';
import { loadOwnClient } from '../clients/own-client';
import { callerOrganization } from '../http/auth';
import { findVehicleByPlate, listVehiclesOfClients } from '@lavado/projections/read/vehicles';

export function vehicleRoutes(app: App): void {
  const { pool } = app.deps;

  post(app, vehicleApi.findVehicleByPlate, async (request) => {
    const vehicle = await findVehicleByPlate(pool, callerOrganization(request, request.body.organizationId), request.body.ppu);
    if (!vehicle) throw notFound(vehicleMessages.notFound);
    return vehicle;
  });

  post(app, vehicleApi.lookUpPlate, async (request) => ({
    vehicle: await findVehicleByPlate(pool, callerOrganization(request, request.body.organizationId), request.body.ppu),
  }));

  post(app, vehicleApi.listVehiclesOfClients, async (request) =>
    listVehiclesOfClients(pool, callerOrganization(request, request.body.organizationId), request.body.clients),
  );

  command(app, vehicleApi.registerVehicle, {
    run: async ({ commands, organizationId, body }) => {
      const { clientId, ppu, ...details } = body.vehicle;
      await loadOwnClient(commands, organizationId, clientId);
      const streamId = await commands.streamOf({ kind: 'vehicle', organizationId, ppu });
      await commands.run(streamId, vehicleDecider, {
        type: 'RegisterClientVehicle',
        organizationId,
        vehicleId: vehicleIdOf(streamId),
        ppu,
        clientId,
        details,
        now: commands.now,
      });
    },
    answer: async (_, { organizationId, body }) => {
      const vehicle = await findVehicleByPlate(pool, organizationId, body.vehicle.ppu);
      if (!vehicle) throw notFound(vehicleMessages.notFound);
      return { status: true as const, msg: serverMessages.vehicleRegistered, vehicle };
    },
  });
}
