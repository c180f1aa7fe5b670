import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { read, utils } from 'xlsx';
import { saveBlob } from '../../../lib/export/saveFile';
import type { Client } from '@lavado/shared/clients/client.schemas';
import type { Vehicle, VehicleWithClient } from '@lavado/shared/vehicles/vehicle.schemas';
import { fakeApi, ok, refused, type FakeHandler } from '../../../testing/fakeApi';
import { loadNewServicePage } from '../../../testing/lazyPages';
import { layoutHandlers } from '../../../testing/layoutApi';
import { billingSetup } from '../../../testing/moneyApi';
import { renderApp, signInAs } from '../../../testing/renderApp';

const transportes: Client = {
  id: '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Transportes Andinos',
  type: 'E',
  identification: '76086428-5',
  organizationId: '7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  contactName: 'María Soto',
  clientAddress: 'Av. Siempre Viva 123',
  clientEmail: 'contacto@andinos.cl',
  clientPhone: 912345678,
  // 02:30 UTC on 5 June is 4 June in Santiago.
  lastService: '2025-06-05T02:30:00.000Z',
  vehicles: 2,
  createdAt: '2025-01-10T12:00:00.000Z',
  consents: { serviceMessages: true, marketing: false },
  blocked: null,
};

/** What `client/exportClientData` answers about `client`: a vehicle, a priced and paid service, and the register. */
const heldAbout = (client: Client) => ({
  exportedAt: '2026-11-27T03:00:00.000Z',
  client,
  vehicles: [{ ppu: 'KXRT42', type: 'SED', brand: 'Kia', model: 'Rio', color: 'Gris', registeredAt: '2025-01-10T12:00:00.000Z' }],
  services: [
    {
      id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
      createdAt: '2025-06-05T02:30:00.000Z',
      ppu: 'KXRT42',
      service: 'FL',
      ownerName: client.name,
      driver: 'María Soto',
      observations: '',
      charged: 15_990,
      paid: 15_990,
      currency: 'CLP',
    },
  ],
  payments: [
    {
      ticketId: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
      recordedAt: '2025-06-05T03:00:00.000Z',
      method: 'cash',
      amount: 15_990,
      currency: 'CLP',
      boleta: '3001',
    },
  ],
  processing: [{ data: 'Nombre y Rut', purpose: 'Emitir boletas', legalBasis: 'Contrato', source: 'El cliente', retention: '24 meses' }],
});

const particular: Client = {
  ...transportes,
  id: '5c4d3e2f-1a0b-4c9d-8e7f-6a5b4c3d2e1f',
  name: 'Juan Pérez',
  type: 'P',
  identification: '10000013-K',
  contactName: 'Juan Pérez',
  lastService: null,
  vehicles: 0,
};

const transportesVehicles: Vehicle[] = [
  { id: 'org:ABCD12', clientId: transportes.id, ppu: 'ABCD12', brand: 'Toyota', model: 'Hilux', color: 'Blanco', type: 'CAD' },
  { id: 'org:XY1234', clientId: transportes.id, ppu: 'XY1234', brand: 'Kia', model: 'Morning', color: 'Rojo', type: 'CIC' },
];

/** An API whose client list grows with each accepted creation, like the real one. */
function clientsApi(initial: Client[], extra: Record<string, FakeHandler> = {}) {
  const clients = [...initial];
  return fakeApi({
    ...layoutHandlers,
    'client/getOrganizationClients': (body) => {
      const { search } = body as { search?: string };
      return ok(search ? clients.filter((client) => client.name.toLowerCase().includes(search.toLowerCase())) : clients);
    },
    'client/createClient': (body) => {
      const { client } = body as { client: Omit<Client, 'id' | 'organizationId' | 'lastService' | 'vehicles' | 'createdAt'> };
      const created: Client = { ...transportes, ...client, id: '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f', lastService: null, vehicles: 0 };
      clients.push(created);
      return ok({ status: true, msg: '¡Cliente registrado exitosamente!', client: created });
    },
    'vehicle/getClientsVehiclesByIds': () => ok(transportesVehicles),
    'client/exportClientData': (body) => {
      const { id } = body as { id: string };
      const client = clients.find((one) => one.id === id)!;
      return ok(heldAbout(client));
    },
    'client/eraseClient': (body) => {
      const { id } = body as { id: string };
      clients.splice(
        clients.findIndex((client) => client.id === id),
        1,
      );
      return ok({ status: true, msg: 'Datos personales del cliente eliminados.' });
    },
    ...extra,
  });
}

async function openClientsPage() {
  signInAs('AD');
  const rendered = renderApp('/home/clients');
  await screen.findByRole('cell', { name: 'Transportes Andinos' });
  return rendered;
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('cell', { name }).closest('tr');
  if (!row) throw new Error(`${name} is not rendered in a table row`);
  return row;
}

async function openModal(user: Awaited<ReturnType<typeof openClientsPage>>['user'], button: HTMLElement, title: string) {
  await user.click(button);
  return screen.findByRole('dialog', { name: title });
}

describe('Registro de Clientes', () => {
  it('lists each client with its type, formatted Rut, vehicles and last service date', async () => {
    clientsApi([transportes, particular]);
    await openClientsPage();

    expect(screen.getByRole('heading', { name: 'Registro de Clientes' })).toBeInTheDocument();
    const company = within(rowOf('Transportes Andinos'));
    expect(company.getByText('Empresa')).toBeInTheDocument();
    expect(company.getByText('76.086.428-5')).toBeInTheDocument();
    expect(company.getByText('2')).toBeInTheDocument();
    expect(company.getByText('4/6/25')).toBeInTheDocument();
    expect(company.getByRole('button', { name: 'Nuevo servicio' })).toBeEnabled();

    const person = within(rowOf('Juan Pérez'));
    expect(person.getByText('Particular')).toBeInTheDocument();
    expect(person.getByText('10.000.013-K')).toBeInTheDocument();
    expect(person.getByRole('button', { name: 'Nuevo servicio' })).toBeDisabled();
    expect(person.getByRole('button', { name: 'Nuevo vehículo' })).toBeEnabled();
  });

  it('asks the server for the typed name or Rut and clears the filter', async () => {
    const api = clientsApi([transportes, particular]);
    const { user } = await openClientsPage();

    await user.type(screen.getByLabelText('Buscar cliente'), 'juan');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Transportes Andinos' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Juan Pérez' })).toBeInTheDocument();
    expect(api.callsTo('client/getOrganizationClients').at(-1)?.body).toMatchObject({ search: 'juan' });

    await user.type(screen.getByLabelText('Buscar cliente'), 'x');
    expect(await screen.findByText('No existen clientes para juanx')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(screen.getByLabelText('Buscar cliente')).toHaveValue('');
    expect(await screen.findByRole('cell', { name: 'Transportes Andinos' })).toBeInTheDocument();
  });
});

describe('new client', () => {
  it("shows each field's problem and sends nothing while the form is invalid", async () => {
    const api = clientsApi([transportes]);
    const { user } = await openClientsPage();
    const modal = within(await openModal(user, screen.getByRole('button', { name: 'Nuevo cliente' }), 'Nuevo cliente'));

    await user.click(modal.getByRole('button', { name: 'Registrar' }));
    expect(await modal.findByText('Ingrese el nombre del cliente.')).toBeInTheDocument();
    expect(modal.getByText('Ingrese el Rut.')).toBeInTheDocument();

    await user.type(modal.getByLabelText(/Rut/), '12.345.678-9');
    expect(modal.getByLabelText(/Rut/)).toHaveValue('12.345.678-9');
    expect(await modal.findByText('El Rut ingresado no es válido.')).toBeInTheDocument();

    await user.type(modal.getByLabelText(/Correo electrónico/), 'contacto@');
    await user.type(modal.getByLabelText(/Teléfono/), '0123');
    await user.click(modal.getByRole('button', { name: 'Registrar' }));
    expect(await modal.findByText('El correo ingresado no es válido.')).toBeInTheDocument();
    expect(modal.getByText('El telefono ingresado no es válido debe tener 9 dígitos.')).toBeInTheDocument();
    expect(api.callsTo('client/createClient')).toHaveLength(0);
  });

  it("registers a company with 'Registrado', sending the Rut without dots and the phone as a number; the list updates in place", async () => {
    const api = clientsApi([transportes]);
    const { user } = await openClientsPage();
    const dialog = await openModal(user, screen.getByRole('button', { name: 'Nuevo cliente' }), 'Nuevo cliente');
    const modal = within(dialog);

    expect(modal.getByLabelText(/Rut/)).toHaveAttribute('placeholder', 'Solo numeros');
    await user.type(modal.getByLabelText(/^Nombre( \*)?$/), 'Constructora Sur');
    await user.type(modal.getByLabelText(/Rut/), '12345678-5');
    expect(modal.getByLabelText(/Rut/)).toHaveValue('12.345.678-5');
    await user.type(modal.getByLabelText(/Nombre de contacto/), 'Pedro Díaz');
    await user.type(modal.getByLabelText(/Dirección/), 'Los Carrera 55');
    await user.type(modal.getByLabelText(/Correo electrónico/), 'pedro@sur.cl');
    await user.type(modal.getByLabelText(/Teléfono/), '987654321');
    await user.click(modal.getByRole('button', { name: 'Registrar' }));

    const success = await screen.findByRole('dialog', { name: 'Registrado' });
    expect(within(success).getByText('¡Cliente registrado exitosamente!')).toBeInTheDocument();
    expect(api.callsTo('client/createClient')[0]?.body).toMatchObject({
      client: {
        name: 'Constructora Sur',
        type: 'E',
        identification: '12345678-5',
        contactName: 'Pedro Díaz',
        clientAddress: 'Los Carrera 55',
        clientEmail: 'pedro@sur.cl',
        clientPhone: 987654321,
      },
    });
    expect(await screen.findByRole('cell', { name: 'Constructora Sur' })).toBeInTheDocument();
    expect(api.callsTo('client/getOrganizationClients')).toHaveLength(2);
  });

  it('does not ask a Particular for a contact: the name is sent as the contact and an empty phone as 0', async () => {
    const api = clientsApi([transportes]);
    const { user } = await openClientsPage();
    const modal = within(await openModal(user, screen.getByRole('button', { name: 'Nuevo cliente' }), 'Nuevo cliente'));

    await user.click(modal.getByRole('radio', { name: 'Particular' }));
    expect(modal.queryByLabelText(/Nombre de contacto/)).not.toBeInTheDocument();
    await user.type(modal.getByLabelText(/^Nombre( \*)?$/), 'Ana Rojas');
    await user.type(modal.getByLabelText(/Rut/), '10000013k');
    await user.click(modal.getByRole('button', { name: 'Registrar' }));

    await screen.findByRole('dialog', { name: 'Registrado' });
    expect(api.callsTo('client/createClient')[0]?.body).toMatchObject({
      client: { name: 'Ana Rojas', type: 'P', identification: '10000013-K', contactName: 'Ana Rojas', clientPhone: 0 },
    });
  });

  it("shows the server's error text when the client is refused", async () => {
    clientsApi([transportes], { 'client/createClient': () => refused(409, 'Ya existe un cliente con ese Rut.') });
    const { user } = await openClientsPage();
    const modal = within(await openModal(user, screen.getByRole('button', { name: 'Nuevo cliente' }), 'Nuevo cliente'));
    await user.type(modal.getByLabelText(/^Nombre( \*)?$/), 'Constructora Sur');
    await user.type(modal.getByLabelText(/Rut/), '123456785');
    await user.click(modal.getByRole('button', { name: 'Registrar' }));

    const error = await screen.findByRole('dialog', { name: 'Error!' });
    expect(within(error).getByText('Ya existe un cliente con ese Rut.')).toBeInTheDocument();
  });
});

describe('new vehicle', () => {
  const unowned: VehicleWithClient = {
    id: 'org:GHJK34',
    clientId: null,
    ppu: 'GHJK34',
    brand: 'Nissan',
    model: 'Versa',
    color: 'Gris',
    type: 'SED',
    client: null,
  };
  const owned: VehicleWithClient = { ...unowned, clientId: particular.id, client: { id: particular.id, name: particular.name } };

  function vehicleApi(lookup: FakeHandler) {
    return clientsApi([transportes], {
      'vehicle/lookUpPlate': lookup,
      'vehicle/createClientsVehicle': (body) => {
        const { vehicle } = body as { vehicle: Omit<VehicleWithClient, 'id' | 'client'> };
        return ok({
          status: true,
          msg: '¡Vehículo registrado exitosamente!',
          vehicle: { ...vehicle, id: `org:${vehicle.ppu}`, client: { id: transportes.id, name: transportes.name } },
        });
      },
    });
  }

  async function searchPlate(plate: string) {
    const { user } = await openClientsPage();
    const dialog = await openModal(
      user,
      within(rowOf('Transportes Andinos')).getByRole('button', { name: 'Nuevo vehículo' }),
      'Nuevo vehículo',
    );
    const modal = within(dialog);
    // Looked up as it is typed: no Buscar button, no dialog on top of the modal.
    expect(modal.queryByRole('button', { name: 'Buscar' })).not.toBeInTheDocument();
    await user.type(modal.getByLabelText(/Patente/), plate);
    return { user, modal, dialog };
  }

  it("an unknown plate says 'Sin Registro' inline with the lookup's message, then an empty form that registers the vehicle", async () => {
    const api = vehicleApi(() => ok({ vehicle: null }));
    const { user, modal } = await searchPlate('qrst-56');

    expect(await modal.findByText('Sin Registro')).toBeInTheDocument();
    expect(modal.getByText('Vehiculo no registrado.')).toBeInTheDocument();
    expect(api.callsTo('vehicle/lookUpPlate').map((call) => call.body)).toEqual([expect.objectContaining({ ppu: 'QRST56' })]);
    expect(screen.queryByRole('dialog', { name: 'Sin Registro' })).not.toBeInTheDocument();

    await user.click(modal.getByRole('button', { name: 'Registrar' }));
    expect(await modal.findByText('Seleccione tipo de Vehiculo...')).toBeInTheDocument();
    expect(modal.getByText('Ingrese Marca...')).toBeInTheDocument();

    await user.click(modal.getByLabelText(/Tipo Vehiculo/));
    await user.click(await screen.findByRole('option', { name: 'Doble Cabina', hidden: true }));
    await user.type(modal.getByLabelText(/Marca/), 'Ford');
    await user.type(modal.getByLabelText(/Modelo/), 'Ranger');
    await user.type(modal.getByLabelText(/Color/), 'Azul');
    await user.click(modal.getByRole('button', { name: 'Registrar' }));

    const success = await screen.findByRole('dialog', { name: 'Registrado' });
    expect(within(success).getByText('¡Vehículo registrado exitosamente!')).toBeInTheDocument();
    expect(api.callsTo('vehicle/createClientsVehicle')[0]?.body).toMatchObject({
      vehicle: { clientId: transportes.id, ppu: 'QRST56', type: 'CAD', brand: 'Ford', model: 'Ranger', color: 'Azul' },
    });
    await waitFor(() => expect(api.callsTo('client/getOrganizationClients')).toHaveLength(2));
  });

  it('a plate that already has a client is refused at the search, and nothing is created', async () => {
    const api = vehicleApi(() => ok({ vehicle: owned }));
    const { modal } = await searchPlate('GHJK34');

    expect(await modal.findByText('Vehiculo ya esta registradio a un cliente')).toBeInTheDocument();
    expect(modal.queryByLabelText(/Marca/)).not.toBeInTheDocument();
    expect(modal.getByRole('button', { name: 'Registrar' })).toBeDisabled();
    expect(api.callsTo('vehicle/createClientsVehicle')).toHaveLength(0);
  });

  it('a plate without a client prefills type, brand, model, color and plate', async () => {
    const api = vehicleApi(() => ok({ vehicle: unowned }));
    const { user, modal } = await searchPlate('GHJK34');

    expect(await modal.findByText('Vehiculo registrado sin cliente')).toBeInTheDocument();
    await waitFor(() => expect(modal.getByLabelText(/Marca/)).toHaveValue('Nissan'));
    expect(modal.getByLabelText(/Patente/)).toHaveValue('GHJK34');
    expect(modal.getByLabelText(/Tipo Vehiculo/)).toHaveValue('Sedán');
    expect(modal.getByLabelText(/Marca/)).toHaveValue('Nissan');
    expect(modal.getByLabelText(/Modelo/)).toHaveValue('Versa');
    expect(modal.getByLabelText(/Color/)).toHaveValue('Gris');

    await user.click(modal.getByRole('button', { name: 'Registrar' }));
    await screen.findByRole('dialog', { name: 'Registrado' });
    expect(api.callsTo('vehicle/createClientsVehicle')[0]?.body).toMatchObject({
      vehicle: { clientId: transportes.id, ppu: 'GHJK34', type: 'SED', brand: 'Nissan', model: 'Versa', color: 'Gris' },
    });
  });

  it('editing the plate after a search hides the details until the new plate is answered', async () => {
    const api = vehicleApi(() => ok({ vehicle: unowned }));
    const { user, modal } = await searchPlate('GHJK34');
    await modal.findByLabelText(/Marca/);

    await user.type(modal.getByLabelText(/Patente/), '{Backspace}');
    expect(modal.queryByLabelText(/Marca/)).not.toBeInTheDocument();
    expect(modal.queryByText('Vehiculo registrado sin cliente')).not.toBeInTheDocument();
    expect(modal.getByRole('button', { name: 'Registrar' })).toBeDisabled();
    await user.type(modal.getByLabelText(/Patente/), '4');
    await modal.findByLabelText(/Marca/);
    // Only complete plates are asked for, once each time typing pauses.
    expect(api.callsTo('vehicle/lookUpPlate').map((call) => (call.body as { ppu: string }).ppu)).toEqual(['GHJK34', 'GHJK34']);
  });

  it('a failed search is shown inline, in the modal', async () => {
    vehicleApi(() => refused(500, 'Ocurrió un error inesperado, intente mas tarde.'));
    const { modal } = await searchPlate('GHJK34');
    expect(await modal.findByText('Ocurrió un error inesperado, intente mas tarde.')).toBeInTheDocument();
    expect(modal.getByRole('button', { name: 'Registrar' })).toBeDisabled();
  });
});

describe('new service from a client', () => {
  // The journey ends on Nuevo Servicio, a page the app loads on demand.
  beforeAll(loadNewServicePage, 60_000);

  async function openServiceModal() {
    const rendered = await openClientsPage();
    const dialog = await openModal(
      rendered.user,
      within(rowOf('Transportes Andinos')).getByRole('button', { name: 'Nuevo servicio' }),
      'Nuevo servicio',
    );
    return { ...rendered, modal: within(dialog) };
  }

  it("lists the client's vehicles and requires one to be chosen", async () => {
    const api = clientsApi([transportes]);
    const { user, modal, currentPath } = await openServiceModal();

    expect(await modal.findByRole('radio', { name: /ABCD12/ })).toBeInTheDocument();
    expect(modal.getByRole('radio', { name: /XY1234/ })).toBeInTheDocument();
    expect(api.callsTo('vehicle/getClientsVehiclesByIds')[0]?.body).toMatchObject({ clients: [transportes.id] });

    await user.click(modal.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByRole('dialog', { name: 'Debes seleccionar un vehículo' })).toBeInTheDocument();
    expect(currentPath()).toBe('/home/clients');
  });

  it('opens Nuevo Servicio with the chosen vehicle and the client as owner', async () => {
    const api = clientsApi([transportes], {
      'client/getClientsById': () => ok({ status: true, ...transportes }),
      'wash/getOpenTicketsByPpu': () => ok([]),
      // Nuevo Servicio looks the plate up, and reads the prices and the services' typical times.
      'vehicle/lookUpPlate': () => ok({ vehicle: { ...transportesVehicles[1], client: { id: transportes.id, name: transportes.name } } }),
      'billing/getBillingSetup': () => ok(billingSetup()),
      'wash/getTypicalServiceTimes': () => ok([]),
      // And shows the counter the plate's packs.
      'packs/getPlatePacks': () => ok({ packs: [], loyalty: [] }),
      // And which services offer the photo check-in after Crear.
      'organization/getCheckInPolicy': () => ok({ services: ['FL', 'EM'], retentionDays: 30 }),
    });
    const { user, modal, currentPath } = await openServiceModal();

    await user.click(await modal.findByRole('radio', { name: /XY1234/ }));
    // The page opens in a transition and loads on demand: React resumes a suspended transition only
    // in an awaited act scope (user-event's clicks act synchronously), and jsdom has no other scheduler.
    const create = modal.getByRole('button', { name: 'Crear' });
    await act(async () => {
      fireEvent.click(create);
    });

    await waitFor(() => expect(currentPath()).toBe('/home/new-record'));
    expect(await screen.findByRole('heading', { name: 'Nuevo Servicio' })).toBeInTheDocument();
    const form = within(screen.getByRole('main'));
    expect(form.getByLabelText(/Patente/)).toHaveValue('XY1234');
    expect(form.getByLabelText(/Tipo Vehiculo/)).toHaveValue('Citycar');
    expect(form.getByLabelText(/Marca/)).toHaveValue('Kia');
    await waitFor(() => expect(form.getByLabelText(/Propietario/)).toHaveValue('Transportes Andinos'));
    expect(api.callsTo('client/getClientsById')[0]?.body).toMatchObject({ id: transportes.id });
  });

  it('Eliminar datos names what will be lost and what stays, erases only once confirmed, with the reason, and the client leaves the list', async () => {
    const api = clientsApi([transportes, particular]);
    const { user } = await openClientsPage();
    const dialog = await openModal(
      user,
      within(rowOf('Transportes Andinos')).getByRole('button', { name: 'Eliminar datos' }),
      'Eliminar datos personales',
    );
    const modal = within(dialog);

    expect(modal.getByText('Transportes Andinos · 76.086.428-5')).toBeInTheDocument();
    expect(modal.getByText('nombre, Rut, contacto, dirección, correo y teléfono del cliente')).toBeInTheDocument();
    expect(modal.getByText(/Se conservan, sin la persona/)).toBeInTheDocument();
    const submit = modal.getByRole('button', { name: 'Eliminar datos' });
    expect(submit).toBeDisabled();
    await user.click(modal.getByRole('radio', { name: 'Plazo de conservación cumplido' }));
    await user.click(modal.getByRole('checkbox', { name: 'Entiendo que esta acción no se puede deshacer' }));
    await user.click(submit);

    const done = await screen.findByRole('dialog', { name: 'Datos eliminados' });
    expect(within(done).getByText('Datos personales del cliente eliminados.')).toBeInTheDocument();
    expect(api.callsTo('client/eraseClient').map((call) => call.body)).toEqual([
      expect.objectContaining({ id: transportes.id, reason: 'retention' }),
    ]);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Transportes Andinos' })).not.toBeInTheDocument());
  });

  it('offers Exportar datos and Eliminar datos to the AD only', async () => {
    clientsApi([transportes]);
    signInAs('EM');
    renderApp('/home/clients');
    const row = within((await screen.findByRole('cell', { name: 'Transportes Andinos' })).closest('tr')!);
    expect(row.getByRole('button', { name: 'Nuevo vehículo' })).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Eliminar datos' })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Exportar datos' })).not.toBeInTheDocument();
  });

  it('Exportar datos asks why, then downloads everything held about the client as a JSON file named after them', async () => {
    vi.mocked(saveBlob).mockClear();
    const api = clientsApi([transportes]);
    const { user } = await openClientsPage();
    await user.click(within(rowOf('Transportes Andinos')).getByRole('button', { name: 'Exportar datos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar datos de Transportes Andinos' });
    await user.type(within(dialog).getByLabelText('Motivo'), 'Solicitud del titular');
    await user.click(within(dialog).getByRole('button', { name: 'Descargar JSON' }));

    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(api.callsTo('client/exportClientData').map((call) => call.body)).toEqual([
      expect.objectContaining({ id: transportes.id, motivo: 'Solicitud del titular' }),
    ]);
    const [blob, fileName] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(fileName).toBe('datos-cliente-transportes-andinos.json');
    expect(JSON.parse(await blob.text())).toMatchObject({ client: { id: transportes.id, name: 'Transportes Andinos' } });
  });

  it('Descargar Excel writes one sheet per kind, with amounts and dates as typed cells', async () => {
    vi.mocked(saveBlob).mockClear();
    clientsApi([transportes]);
    const { user } = await openClientsPage();
    await user.click(within(rowOf('Transportes Andinos')).getByRole('button', { name: 'Exportar datos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar datos de Transportes Andinos' });
    await user.click(within(dialog).getByRole('button', { name: 'Descargar Excel' }));

    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, fileName] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(fileName).toBe('datos-cliente-transportes-andinos.xlsx');
    const workbook = read(await blob.arrayBuffer(), { type: 'array', cellNF: true });
    expect(workbook.SheetNames).toEqual(['Datos', 'Vehículos', 'Servicios', 'Pagos', 'Registro de tratamiento']);
    const rows = (sheet: string) => utils.sheet_to_json<unknown[]>(workbook.Sheets[sheet]!, { header: 1, defval: null });
    expect(rows('Datos')).toEqual(
      expect.arrayContaining([
        ['Nombre', 'Transportes Andinos'],
        ['Correo electrónico', 'contacto@andinos.cl'],
      ]),
    );
    expect(rows('Vehículos')[1]).toEqual(expect.arrayContaining(['KXRT42', 'Sedán', 'Kia']));
    expect(rows('Registro de tratamiento')[1]).toEqual(['Nombre y Rut', 'Emitir boletas', 'Contrato', 'El cliente', '24 meses']);
    const services = workbook.Sheets['Servicios']!;
    expect(services.G2).toMatchObject({ t: 'n', v: 15_990, z: '"$"#,##0;-"$"#,##0' });
    expect(services.A2).toMatchObject({ t: 'n', z: 'd/m/yy h:mm' });
    expect(workbook.Sheets['Pagos']!.D2).toMatchObject({ t: 'n', v: 15_990 });
    expect(workbook.Sheets['Pagos']!.E2).toMatchObject({ v: '3001' });
  });

  it('Ver para imprimir opens the printable page, the motive in the fragment that no server receives', async () => {
    clientsApi([transportes]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await openClientsPage();
    await user.click(within(rowOf('Transportes Andinos')).getByRole('button', { name: 'Exportar datos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar datos de Transportes Andinos' });
    await user.type(within(dialog).getByLabelText('Motivo'), 'Pedido por correo');
    await user.click(within(dialog).getByRole('button', { name: 'Ver para imprimir (PDF)' }));
    expect(open).toHaveBeenCalledWith(`/print/client-data/${transportes.id}#motivo=Pedido+por+correo`, '_blank');
    open.mockRestore();
  });

  describe('Editar (rectification)', () => {
    /** An API whose list answers each accepted correction, like the real one. */
    function correctingApi(reply?: ReturnType<typeof refused>) {
      const clients = [transportes, particular];
      return clientsApi([], {
        'client/getOrganizationClients': () => ok(clients),
        'client/correctClient': (body) => {
          if (reply) return reply;
          const { id, client } = body as { id: string; client: Partial<Client> };
          const index = clients.findIndex((one) => one.id === id);
          clients[index] = { ...clients[index]!, ...client };
          return ok({ status: true, msg: '¡Datos del cliente corregidos!', client: clients[index] });
        },
      });
    }

    it("opens the registration's form filled with the client's details, sends the corrected ones and the list shows them", async () => {
      const api = correctingApi();
      const { user } = await openClientsPage();
      const modal = within(
        await openModal(user, within(rowOf('Transportes Andinos')).getByRole('button', { name: 'Editar' }), 'Editar cliente'),
      );

      expect(modal.getByLabelText(/^Nombre( \*)?$/)).toHaveValue('Transportes Andinos');
      expect(modal.getByLabelText(/Rut/)).toHaveValue('76.086.428-5');
      expect(modal.getByLabelText(/Nombre de contacto/)).toHaveValue('María Soto');
      expect(modal.getByLabelText(/Teléfono/)).toHaveValue('912345678');

      await user.clear(modal.getByLabelText(/^Nombre( \*)?$/));
      await user.type(modal.getByLabelText(/^Nombre( \*)?$/), 'Transportes Andinos SpA');
      await user.clear(modal.getByLabelText(/Correo electrónico/));
      await user.type(modal.getByLabelText(/Correo electrónico/), 'hola@andinos.cl');
      await user.click(modal.getByRole('button', { name: 'Guardar' }));

      const success = await screen.findByRole('dialog', { name: 'Datos corregidos' });
      expect(within(success).getByText('¡Datos del cliente corregidos!')).toBeInTheDocument();
      expect(api.callsTo('client/correctClient').map((call) => call.body)).toEqual([
        {
          organizationId: expect.any(String),
          id: transportes.id,
          client: {
            name: 'Transportes Andinos SpA',
            type: 'E',
            identification: '76086428-5',
            contactName: 'María Soto',
            clientAddress: 'Av. Siempre Viva 123',
            clientEmail: 'hola@andinos.cl',
            clientPhone: 912345678,
          },
        },
      ]);
      expect(await screen.findByRole('cell', { name: 'Transportes Andinos SpA' })).toBeInTheDocument();
    });

    it("checks the corrected details with the registration's schema and sends nothing while they are invalid", async () => {
      const api = correctingApi();
      const { user } = await openClientsPage();
      const modal = within(await openModal(user, within(rowOf('Juan Pérez')).getByRole('button', { name: 'Editar' }), 'Editar cliente'));
      expect(modal.queryByLabelText(/Nombre de contacto/)).not.toBeInTheDocument();

      await user.clear(modal.getByLabelText(/^Nombre( \*)?$/));
      await user.clear(modal.getByLabelText(/Rut/));
      await user.type(modal.getByLabelText(/Rut/), '12.345.678-9');
      await user.click(modal.getByRole('button', { name: 'Guardar' }));
      expect(await modal.findByText('Ingrese el nombre del cliente.')).toBeInTheDocument();
      expect(modal.getByText('El Rut ingresado no es válido.')).toBeInTheDocument();
      expect(api.callsTo('client/correctClient')).toEqual([]);
    });

    it("keeps the form and shows the server's refusal, such as a RUT another client holds", async () => {
      correctingApi(refused(409, 'Ya existe un cliente con ese Rut.'));
      const { user } = await openClientsPage();
      const dialog = await openModal(user, within(rowOf('Transportes Andinos')).getByRole('button', { name: 'Editar' }), 'Editar cliente');
      await user.clear(within(dialog).getByLabelText(/Rut/));
      await user.type(within(dialog).getByLabelText(/Rut/), '123456785');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

      const error = await screen.findByRole('dialog', { name: 'Error!' });
      expect(within(error).getByText('Ya existe un cliente con ese Rut.')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Editar cliente' })).toBeInTheDocument();
    });

    it('is offered to the AD only', async () => {
      clientsApi([transportes]);
      signInAs('EM');
      renderApp('/home/clients');
      const row = within((await screen.findByRole('cell', { name: 'Transportes Andinos' })).closest('tr')!);
      expect(row.getByRole('button', { name: 'Nuevo vehículo' })).toBeInTheDocument();
      expect(row.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    });
  });
});
