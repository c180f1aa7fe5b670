import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { VehicleWithClient } from '@lavado/shared/vehicles/vehicle.schemas';
import { localDate } from '@lavado/shared/time/zone';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import type { ServiceTransfer } from '../../../lib/lavados/serviceTransfer';
import { emptyBoardHandlers } from '../../../testing/boardApi';
import { fakeApi, ok, refused, type FakeHandler } from '../../../testing/fakeApi';
import { layoutHandlers } from '../../../testing/layoutApi';
import { renderApp, signInAs } from '../../../testing/renderApp';
import { ticketMoney, ticketMoneyHandlers } from '../../../testing/moneyApi';

type User = ReturnType<typeof renderApp>['user'];

/** A ticket as the server sends it (the created one, or one still open for the same plate). */
const ticketCard = (overrides: Partial<Ticket> = {}): Ticket => ({
  id: ticketId,
  status: 1,
  vehicle: { ppu: 'ABCD12', type: 'SUV', ownerName: 'Juan Pérez', model: 'RAV4', color: 'Gris', brand: 'Toyota' },
  serviceType: 'FL',
  arrivalDate: '2025-06-05 10:00',
  endDate: '2025-06-05',
  endTime: '18:30',
  createdAt: '2025-06-05T14:00:00.000Z',
  driver: 'Pedro Díaz',
  observations: '',
  clientId: null,
  idResponsible: null,
  employee: null,
  responsibleName: null,
  statusSince: '2025-06-05T14:00:00.000Z',
  finishedAt: null,
  clientPhone: null,
  stateChanges: [],
  customerNotifications: [],
  ...overrides,
});

const clientId = '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ticketId = '6e5d4c3b-2a19-4f8e-8d7c-6b5a4f3e2d1c';

function newServiceApi(handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({
    ...layoutHandlers,
    'wash/createWashTicket': () => ok({ status: true, msg: 'Servicio Creado!', id: ticketId, createdAt: '2025-06-05T14:00:00.000Z' }),
    'wash/getOpenTicketsByPpu': () => ok([]),
    ...handlers,
  });
}

async function openNewServicePage() {
  signInAs('AD');
  const rendered = renderApp('/home/new-record');
  await screen.findByRole('heading', { name: 'Nuevo Servicio' });
  return rendered;
}

/** The input a label names (an open Select's listbox carries the same label). */
function field(label: RegExp): HTMLElement {
  const input = screen
    .getAllByLabelText(label)
    .find((element) => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement);
  if (!input) throw new Error(`no input labelled ${label}`);
  return input;
}

async function choose(user: User, label: RegExp, option: string) {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** Next year's 15 March: always a valid delivery date, whatever day the test runs. */
const deliveryYear = new Date().getFullYear() + 1;

/** Each field in the order of docs/specification.md#validation, with what fills it. */
const fillers: Array<{ label: RegExp; message: string; fill: (user: User) => Promise<void> }> = [
  { label: /Patente/, message: 'Ingrese Patente...', fill: (user) => user.type(field(/Patente/), 'abcd12') },
  { label: /Propietario/, message: 'Ingrese Propietario...', fill: (user) => user.type(field(/Propietario/), 'Juan Pérez') },
  { label: /Conductor/, message: 'Ingrese Conductor...', fill: (user) => user.type(field(/Conductor/), 'Pedro Díaz') },
  { label: /Tipo Vehiculo/, message: 'Seleccione tipo de Vehiculo...', fill: (user) => choose(user, /Tipo Vehiculo/, 'SUV') },
  { label: /Marca/, message: 'Ingrese Marca...', fill: (user) => user.type(field(/Marca/), 'Toyota') },
  { label: /Modelo/, message: 'Ingrese Modelo...', fill: (user) => user.type(field(/Modelo/), 'RAV4') },
  { label: /Color/, message: 'Ingrese Color...', fill: (user) => user.type(field(/Color/), 'Gris') },
  {
    label: /Fecha Entrega/,
    message: 'Ingrese Fecha de Entrega...',
    fill: async (user) => {
      await user.type(field(/Fecha Entrega/), `15/3/${deliveryYear}`);
      await user.keyboard('{Escape}');
    },
  },
  {
    label: /Hora Entrega/,
    message: 'Ingrese Hora de Entrega...',
    fill: (user) => user.type(field(/Hora Entrega/), '1830'),
  },
  { label: /Tipo de Servicio/, message: 'Seleccione Tipo de Servicio...', fill: (user) => choose(user, /Tipo de Servicio/, 'Full') },
];

async function fillEverything(user: User) {
  for (const { fill } of fillers) await fill(user);
}

async function acknowledge(user: User, title: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
  return dialog;
}

describe('Nuevo Servicio', () => {
  it('marks every missing field inline once Crear was pressed, and clears each mark as it is filled', async () => {
    newServiceApi();
    const { user } = await openNewServicePage();
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await acknowledge(user, 'Faltan Campos');
    for (const { message } of fillers) expect(screen.getByText(message)).toBeInTheDocument();
    expect(field(/Marca/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(field(/Marca/), 'Toyota');
    expect(screen.queryByText('Ingrese Marca...')).not.toBeInTheDocument();
    expect(field(/Marca/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Ingrese Modelo...')).toBeInTheDocument();
  });

  it('refuses a delivery already past on the car wash clock before sending anything', { timeout: 30_000 }, async () => {
    const api = newServiceApi();
    const { user } = await openNewServicePage();
    for (const { label, fill } of fillers) {
      if (label.source === 'Fecha Entrega' || label.source === 'Hora Entrega') continue;
      await fill(user);
    }
    const [year, month, day] = localDate(new Date()).split('-').map(Number);
    await user.type(field(/Fecha Entrega/), `${day}/${month}/${year}`);
    await user.keyboard('{Escape}');
    await user.type(field(/Hora Entrega/), '0000');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fecha de entrega inválida' });
    expect(within(dialog).getByText('La fecha y hora de entrega no pueden ser anteriores a la hora actual.')).toBeInTheDocument();
    await acknowledge(user, 'Fecha de entrega inválida');
    expect(field(/Fecha Entrega/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('wash/createWashTicket')).toHaveLength(0);
  });

  it('warns inline, before Crear, that the plate already has an open ticket, with a link to it', async () => {
    const open = ticketCard({ id: ticketId, status: 2, endDate: '2025-06-05', endTime: '17:30' });
    const api = newServiceApi({ 'wash/getOpenTicketsByPpu': () => ok([open]) });
    const { user } = await openNewServicePage();
    await user.type(field(/Patente/), 'abcd1');
    expect(screen.queryByText('Servicio abierto')).not.toBeInTheDocument();
    await user.type(field(/Patente/), '2');
    const warning = (await screen.findByText('Servicio abierto')).closest<HTMLElement>('[role="alert"]');
    if (!warning) throw new Error('the open-ticket warning is not an alert');
    expect(warning).toHaveTextContent('La patente ABCD12 ya tiene un servicio abierto (En Curso, entrega 5/6/25 17:30).');
    expect(within(warning).getByRole('link', { name: 'Ver servicio' })).toHaveAttribute('href', `/home/codes/${ticketId}`);
    expect(api.callsTo('wash/getOpenTicketsByPpu').map((call) => call.body)).toEqual([
      { organizationId: expect.any(String), ppu: 'ABCD12' },
    ]);
  });

  async function createAndChoose(action: string) {
    newServiceApi({
      'wash/getCompleteTicketById': () => ok(ticketCard({ id: ticketId })),
      'wash/getTicketHistory': () => ok([]),
      ...emptyBoardHandlers,
      // The record page also shows the ticket's money (its panel).
      ...ticketMoneyHandlers(ticketMoney(ticketId)).handlers,
    });
    const rendered = await openNewServicePage();
    await fillEverything(rendered.user);
    await rendered.user.click(screen.getByRole('button', { name: 'Crear' }));
    const created = await screen.findByRole('dialog', { name: 'Servicio Creado!' });
    await rendered.user.click(within(created).getByRole('button', { name: action }));
    return rendered;
  }

  it("'Servicio Creado!' offers 'Imprimir QR': the new record with its QR dialog open", { timeout: 60_000 }, async () => {
    const { currentPath } = await createAndChoose('Imprimir QR');
    await waitFor(() => expect(currentPath()).toBe(`/home/codes/${ticketId}`));
    expect(await screen.findByRole('dialog', { name: 'Código QR' })).toBeInTheDocument();
  });

  it("'Servicio Creado!' offers 'Ver en tablero'", { timeout: 60_000 }, async () => {
    const { currentPath } = await createAndChoose('Ver en tablero');
    await waitFor(() => expect(currentPath()).toBe('/home/board'));
  });

  // Ten rounds of submit, dialog and fill: slower than the default budget on two cores (so is filling twice, below).
  it("checks the fields in the spec's order: 'Faltan Campos' names the first missing one and focuses it", { timeout: 90_000 }, async () => {
    const api = newServiceApi();
    const { user } = await openNewServicePage();

    for (const { label, message, fill } of fillers) {
      await user.click(screen.getByRole('button', { name: 'Crear' }));
      const warning = await screen.findByRole('dialog', { name: 'Faltan Campos' });
      expect(within(warning).getByText(message)).toBeInTheDocument();
      await acknowledge(user, 'Faltan Campos');
      await waitFor(() => expect(field(label)).toHaveFocus());
      await fill(user);
    }
    expect(api.callsTo('wash/createWashTicket')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await acknowledge(user, 'Servicio Creado!');
    expect(api.callsTo('wash/createWashTicket')[0]?.body).toMatchObject({
      data: {
        ppu: 'ABCD12',
        propietario: 'Juan Pérez',
        driver: 'Pedro Díaz',
        vehicleType: 'SUV',
        brand: 'Toyota',
        model: 'RAV4',
        color: 'Gris',
        endDate: `${deliveryYear}-03-15`,
        endTime: '18:30',
        servicio: 'FL',
        observaciones: '',
        clientId: null,
      },
    });
    expect(field(/Patente/)).toHaveValue('');
    expect(field(/Propietario/)).toHaveValue('');
    expect(field(/Tipo de Servicio/)).toHaveValue('');
  });

  it('counts the observation characters left and turns the counter red below zero', async () => {
    newServiceApi();
    const { user } = await openNewServicePage();
    expect(screen.getByText('Caracteres restantes: 500')).toBeInTheDocument();

    await user.type(field(/Observaciones/), 'Rayón en la puerta');
    expect(screen.getByText('Caracteres restantes: 482')).toHaveStyle({ color: 'var(--mantine-color-dimmed)' });

    await user.clear(field(/Observaciones/));
    await user.click(field(/Observaciones/));
    await user.paste('x'.repeat(503));
    expect(screen.getByText('Caracteres restantes: -3')).toHaveStyle({ color: 'var(--mantine-color-red-text)' });
  });

  it('refuses observations over 500 characters once every field is filled', async () => {
    const api = newServiceApi();
    const { user } = await openNewServicePage();
    await fillEverything(user);
    await user.click(field(/Observaciones/));
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    const warning = await screen.findByRole('dialog', { name: 'Faltan Campos' });
    expect(within(warning).getByText('Máximo 500 caracteres.')).toBeInTheDocument();
    expect(api.callsTo('wash/createWashTicket')).toHaveLength(0);
  });

  it("says 'Contacte a soporte de la plataforma' when the answer lacks createdAt, and keeps the form", async () => {
    newServiceApi({ 'wash/createWashTicket': () => ok({ status: true, msg: 'Servicio Creado!', id: ticketId }) });
    const { user } = await openNewServicePage();
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    const error = await screen.findByRole('dialog', { name: 'Error!' });
    expect(within(error).getByText('Contacte a soporte de la plataforma')).toBeInTheDocument();
    expect(field(/Patente/)).toHaveValue('ABCD12');
  });

  it("shows the server's error text when the service is refused", async () => {
    newServiceApi({ 'wash/createWashTicket': () => refused(404, 'El cliente no existe.') });
    const { user } = await openNewServicePage();
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    const error = await screen.findByRole('dialog', { name: 'Error!' });
    expect(within(error).getByText('El cliente no existe.')).toBeInTheDocument();
  });

  it(
    'sends the same Idempotency-Key when the same service is sent again after a failure, a new one for the next service',
    { timeout: 90_000 },
    async () => {
      let attempts = 0;
      newServiceApi({
        'wash/createWashTicket': () => {
          attempts += 1;
          return attempts === 1
            ? 'network-failure'
            : ok({ status: true, msg: 'Servicio Creado!', id: ticketId, createdAt: '2025-06-05T14:00:00.000Z' });
        },
      });
      const { user } = await openNewServicePage();
      await fillEverything(user);
      await user.click(screen.getByRole('button', { name: 'Crear' }));
      await acknowledge(user, 'Error!');
      await user.click(screen.getByRole('button', { name: 'Crear' }));
      await acknowledge(user, 'Servicio Creado!');
      await fillEverything(user);
      await user.click(screen.getByRole('button', { name: 'Crear' }));
      await screen.findByRole('dialog', { name: 'Servicio Creado!' });

      const keys = vi
        .mocked(fetch)
        .mock.calls.filter(([input]) => String(input).endsWith('wash/createWashTicket'))
        .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
      expect(keys).toHaveLength(3);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).not.toBe(keys[0]);
    },
  );

  it('Limpiar empties every field', async () => {
    newServiceApi();
    const { user } = await openNewServicePage();
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));

    for (const { label } of fillers) expect(field(label)).toHaveValue('');
  });
});

describe('plate search', () => {
  const vehicle: VehicleWithClient = {
    id: 'org:GHJK34',
    clientId: null,
    ppu: 'GHJK34',
    brand: 'Nissan',
    model: 'Versa',
    color: 'Gris',
    type: 'SED',
    client: null,
  };

  async function searchPlate(lookup: FakeHandler) {
    const api = newServiceApi({ 'vehicle/getVehicleByPpu': lookup });
    const { user } = await openNewServicePage();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeDisabled();
    await user.type(field(/Patente/), 'ghjk34');
    expect(field(/Patente/)).toHaveValue('GHJK34');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    return { api, user };
  }

  it('fills the vehicle and its owner when the plate belongs to a client, and sends that client', async () => {
    const { api, user } = await searchPlate(() => ok({ ...vehicle, clientId, client: { id: clientId, name: 'Transportes Andinos' } }));

    await waitFor(() => expect(field(/Propietario/)).toHaveValue('Transportes Andinos'));
    expect(field(/Tipo Vehiculo/)).toHaveValue('Sedán');
    expect(field(/Marca/)).toHaveValue('Nissan');
    expect(field(/Modelo/)).toHaveValue('Versa');
    expect(field(/Color/)).toHaveValue('Gris');
    expect(api.callsTo('vehicle/getVehicleByPpu')[0]?.body).toMatchObject({ ppu: 'GHJK34' });

    for (const { fill } of fillers.filter(({ label }) =>
      [/Conductor/, /Fecha Entrega/, /Hora Entrega/, /Tipo de Servicio/].some((wanted) => wanted.source === label.source),
    )) {
      await fill(user);
    }
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await screen.findByRole('dialog', { name: 'Servicio Creado!' });
    expect(api.callsTo('wash/createWashTicket')[0]?.body).toMatchObject({
      data: { ppu: 'GHJK34', propietario: 'Transportes Andinos', clientId },
    });
  });

  it('fills the vehicle but not the owner when the plate has no client', async () => {
    await searchPlate(() => ok(vehicle));

    await waitFor(() => expect(field(/Marca/)).toHaveValue('Nissan'));
    expect(field(/Tipo Vehiculo/)).toHaveValue('Sedán');
    expect(field(/Propietario/)).toHaveValue('');
  });

  it("answers an unknown plate with 'Sin Registro' and the server's message", async () => {
    await searchPlate(() => refused(404, 'Vehiculo no registrado.'));

    const notFound = await screen.findByRole('dialog', { name: 'Sin Registro' });
    expect(within(notFound).getByText('Vehiculo no registrado.')).toBeInTheDocument();
    expect(field(/Marca/)).toHaveValue('');
  });
});

describe('a service started from the clients screen', () => {
  const transfer: ServiceTransfer = { clientId, vehicle: { ppu: 'XY1234', type: 'CIC', brand: 'Kia', model: 'Morning', color: 'Rojo' } };

  async function arriveWithTransfer(handlers: Record<string, FakeHandler>) {
    const api = newServiceApi(handlers);
    const rendered = await openNewServicePage();
    await rendered.router.navigate('/home/new-record', { state: transfer });
    return { ...rendered, api };
  }

  it('shows the chosen vehicle with the client as owner', async () => {
    const { api } = await arriveWithTransfer({
      'client/getClientsById': () => ok({ status: true, id: clientId, name: 'Transportes Andinos' }),
    });

    await waitFor(() => expect(field(/Patente/)).toHaveValue('XY1234'));
    expect(field(/Tipo Vehiculo/)).toHaveValue('Citycar');
    expect(field(/Marca/)).toHaveValue('Kia');
    expect(field(/Modelo/)).toHaveValue('Morning');
    expect(field(/Color/)).toHaveValue('Rojo');
    await waitFor(() => expect(field(/Propietario/)).toHaveValue('Transportes Andinos'));
    expect(api.callsTo('client/getClientsById')[0]?.body).toMatchObject({ id: clientId });
  });

  it("asks to type the owner when the client's name cannot be obtained", async () => {
    await arriveWithTransfer({ 'client/getClientsById': () => refused(404, 'El cliente no existe.') });

    expect(
      await screen.findByRole('dialog', { name: 'No se puede obtener el nombre del propietario, ingrese manualmente!' }),
    ).toBeInTheDocument();
    expect(field(/Patente/)).toHaveValue('XY1234');
    expect(field(/Propietario/)).toHaveValue('');
  });
});
