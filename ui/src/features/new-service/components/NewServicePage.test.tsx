import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BillingSetup } from '@lavado/shared/money/money.schemas';
import type { PlatePacks, SoldPack } from '@lavado/shared/packs/packs.schemas';
import type { VehicleWithClient } from '@lavado/shared/vehicles/vehicle.schemas';
import type { TypicalServiceTime } from '@lavado/shared/wash/delivery-estimate';
import { localDate } from '@lavado/shared/time/zone';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import type { ServiceTransfer } from '../../../lib/lavados/serviceTransfer';
import { emptyBoardHandlers } from '../../../testing/boardApi';
import { fakeApi, ok, refused, type FakeHandler } from '../../../testing/fakeApi';
import { layoutHandlers } from '../../../testing/layoutApi';
import { renderApp, signInAs } from '../../../testing/renderApp';
import { billingSetup, ticketMoney, ticketMoneyHandlers } from '../../../testing/moneyApi';

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

const created = (price: { amount: number; currency: 'CLP' } | null = null) =>
  ok({ status: true, msg: 'Servicio Creado!', id: ticketId, createdAt: '2025-06-05T14:00:00.000Z', price });

/** Without history: every service is promised in the default hour. */
const noHistory: TypicalServiceTime[] = [
  { serviceType: 'BA', minutes: 60, fromHistory: false },
  { serviceType: 'FL', minutes: 60, fromHistory: false },
  { serviceType: 'EM', minutes: 60, fromHistory: false },
];

const priceList: BillingSetup = billingSetup({
  prices: [
    { serviceCode: 'BA', vehicleGroup: 'AUT', amount: 8000, effectiveFrom: '2025-01-01', inForce: true },
    { serviceCode: 'FL', vehicleGroup: 'AUT', amount: 12990, effectiveFrom: '2025-01-01', inForce: true },
    { serviceCode: 'FL', vehicleGroup: 'AUT', amount: 14990, effectiveFrom: '2099-01-01', inForce: false },
    { serviceCode: 'FL', vehicleGroup: 'OTR', amount: 18990, effectiveFrom: '2025-01-01', inForce: true },
  ],
});

const noPacks: PlatePacks = { packs: [], loyalty: [] };
const packId = '9c8b7a6f-5e4d-4c3b-8a29-1f0e9d8c7b6a';
const tenWashes = (left: number): SoldPack => ({
  packId,
  name: 'Pack 10 lavados',
  plate: 'ABCD12',
  serviceCodes: ['FL'],
  washes: 10,
  used: 10 - left,
  left,
  amount: 99000,
  currency: 'CLP',
  soldAt: '2025-06-01T12:00:00.000Z',
  expiresAt: '2099-06-01T12:00:00.000Z',
  status: left > 0 ? 'active' : 'empty',
  expireReason: null,
  refundAmount: null,
  refundReason: null,
});

function newServiceApi(handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({
    ...layoutHandlers,
    'wash/createWashTicket': () => created(),
    'wash/getOpenTicketsByPpu': () => ok([]),
    'vehicle/lookUpPlate': () => ok({ vehicle: null }),
    'wash/getTypicalServiceTimes': () => ok(noHistory),
    'billing/getBillingSetup': () => ok(priceList),
    'packs/getPlatePacks': () => ok(noPacks),
    'organization/getCheckInPolicy': () => ok({ services: ['FL', 'EM'], retentionDays: 30 }),
    'wash/getCheckIn': () => ok({ checkIn: null }),
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

/**
 * Fills a text field with one change, as a paste or the browser's autofill does: the fields' own
 * per-keystroke behaviour has tests of its own, and every keystroke re-renders the whole form.
 */
async function enter(user: User, label: RegExp, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function choose(user: User, label: RegExp, option: string) {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** The service buttons: one radio each, named by the service and its price. */
const services = () => screen.getByRole('radiogroup', { name: /Tipo de Servicio/ });
const serviceButton = (name: string) => within(services()).getByRole('radio', { name: new RegExp(`^${name}`) });

/** Next year's 15 March: always a valid delivery date, whatever day the test runs. */
const deliveryYear = new Date().getFullYear() + 1;

/** Each field in the order of docs/specification.md#validation, with what fills it and the element 'Faltan Campos' focuses. */
const fillers: Array<{ label: RegExp; message: string; fill: (user: User) => Promise<void>; focused?: () => HTMLElement }> = [
  { label: /Patente/, message: 'Ingrese Patente...', fill: (user) => enter(user, /Patente/, 'abcd12') },
  { label: /Propietario/, message: 'Ingrese Propietario...', fill: (user) => enter(user, /Propietario/, 'Juan Pérez') },
  { label: /Conductor/, message: 'Ingrese Conductor...', fill: (user) => enter(user, /Conductor/, 'Pedro Díaz') },
  { label: /Tipo Vehiculo/, message: 'Seleccione tipo de Vehiculo...', fill: (user) => choose(user, /Tipo Vehiculo/, 'SUV') },
  { label: /Marca/, message: 'Ingrese Marca...', fill: (user) => enter(user, /Marca/, 'Toyota') },
  { label: /Modelo/, message: 'Ingrese Modelo...', fill: (user) => enter(user, /Modelo/, 'RAV4') },
  { label: /Color/, message: 'Ingrese Color...', fill: (user) => enter(user, /Color/, 'Gris') },
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
  {
    label: /Tipo de Servicio/,
    message: 'Seleccione Tipo de Servicio...',
    fill: (user) => user.click(serviceButton('Full')),
    focused: () => serviceButton('Basico'),
  },
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
    expect(services()).toHaveAccessibleDescription(/Seleccione Tipo de Servicio/);
    expect(field(/Marca/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(field(/Marca/), 'Toyota');
    expect(screen.queryByText('Ingrese Marca...')).not.toBeInTheDocument();
    expect(field(/Marca/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Ingrese Modelo...')).toBeInTheDocument();
  });

  it('refuses a delivery already past on the car wash clock before sending anything', { timeout: 30_000 }, async () => {
    // 23:30 in Santiago: picking a service proposes a delivery tomorrow, so the typed date must replace it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-06T03:30:00Z'));
    const api = newServiceApi();
    const { user } = await openNewServicePage();
    for (const { label, fill } of fillers) {
      if (label.source === 'Fecha Entrega' || label.source === 'Hora Entrega') continue;
      await fill(user);
    }
    const [year, month, day] = localDate(new Date()).split('-').map(Number);
    await user.clear(field(/Fecha Entrega/));
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

  it(
    "'Servicio Creado!' of a Full service offers 'Tomar fotos de ingreso' first: the ticket's check-in screen",
    { timeout: 60_000 },
    async () => {
      const { currentPath } = await createAndChoose('Tomar fotos de ingreso');
      await waitFor(() => expect(currentPath()).toBe(`/home/check-in/${ticketId}`));
      const capture = await screen.findByRole('main');
      expect(await within(capture).findByTestId('signature-line')).toBeInTheDocument();
      expect(within(capture).getByTestId('signature-line')).toHaveTextContent(
        'Declaro que estas fotos muestran el estado en que entrego mi vehículo, incluidos los daños existentes anotados.',
      );
      for (const side of ['Frente', 'Atrás', 'Lado izquierdo', 'Lado derecho'])
        expect(within(capture).getByRole('button', { name: `Foto: ${side}` })).toBeInTheDocument();
    },
  );

  it("'Servicio Creado!' does not offer the photos for a service the organization's policy leaves out", { timeout: 60_000 }, async () => {
    newServiceApi({ 'organization/getCheckInPolicy': () => ok({ services: ['EM'], retentionDays: 30 }) });
    const rendered = await openNewServicePage();
    await fillEverything(rendered.user);
    await rendered.user.click(screen.getByRole('button', { name: 'Crear' }));
    const created = await screen.findByRole('dialog', { name: 'Servicio Creado!' });
    expect(within(created).getByRole('button', { name: 'Imprimir QR' })).toBeInTheDocument();
    expect(within(created).queryByRole('button', { name: 'Tomar fotos de ingreso' })).not.toBeInTheDocument();
  });

  it("'Servicio Creado!' offers 'Ver en tablero'", { timeout: 60_000 }, async () => {
    const { currentPath } = await createAndChoose('Ver en tablero');
    await waitFor(() => expect(currentPath()).toBe('/home/board'));
  });

  // Ten rounds of submit, dialog and fill: slower than the default budget on two cores (so is filling twice, below).
  it("checks the fields in the spec's order: 'Faltan Campos' names the first missing one and focuses it", { timeout: 90_000 }, async () => {
    const api = newServiceApi();
    const { user } = await openNewServicePage();

    for (const { label, message, fill, focused = () => field(label) } of fillers) {
      await user.click(screen.getByRole('button', { name: 'Crear' }));
      const warning = await screen.findByRole('dialog', { name: 'Faltan Campos' });
      expect(within(warning).getByText(message)).toBeInTheDocument();
      await acknowledge(user, 'Faltan Campos');
      await waitFor(() => expect(focused()).toHaveFocus());
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
    expect(within(services()).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
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
    newServiceApi({ 'wash/createWashTicket': () => ok({ status: true, msg: 'Servicio Creado!', id: ticketId, price: null }) });
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
          return attempts === 1 ? 'network-failure' : created();
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

    for (const { label } of fillers.slice(0, -1)) expect(field(label)).toHaveValue('');
    expect(within(services()).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    expect(field(/Patente/)).toHaveFocus();
  });
});

describe('a returning car', () => {
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
  const owned: VehicleWithClient = { ...vehicle, clientId, client: { id: clientId, name: 'Transportes Andinos' } };
  /** Full washes take 65 minutes here: 15 waiting and 50 washing, from the organization's history. */
  const history: TypicalServiceTime[] = noHistory.map((time) =>
    time.serviceType === 'FL' ? { ...time, minutes: 65, fromHistory: true } : time,
  );

  async function typePlate(lookup: FakeHandler, handlers: Record<string, FakeHandler> = {}) {
    const api = newServiceApi({ 'vehicle/lookUpPlate': lookup, 'wash/getTypicalServiceTimes': () => ok(history), ...handlers });
    const { user } = await openNewServicePage();
    // The counter starts at the plate: no tap to reach it.
    await waitFor(() => expect(field(/Patente/)).toHaveFocus());
    await user.keyboard('ghjk34');
    expect(field(/Patente/)).toHaveValue('GHJK34');
    return { api, user };
  }

  it(
    'is looked up as it is typed: vehicle, owner and driver filled; one tap on Full sets the delivery from its typical time; Crear',
    { timeout: 30_000 },
    async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // 10:02:30 in Santiago: a Full wash takes 65 minutes here, so it is promised at 11:10.
      vi.setSystemTime(new Date('2031-06-05T14:02:30Z'));
      const { api, user } = await typePlate(() => ok({ vehicle: owned }), {
        'wash/createWashTicket': () => created({ amount: 12990, currency: 'CLP' }),
      });

      await waitFor(() => expect(field(/Tipo Vehiculo/)).toHaveValue('Sedán'));
      expect(screen.getByText('Vehículo de Transportes Andinos.')).toBeInTheDocument();
      expect(field(/Propietario/)).toHaveValue('Transportes Andinos');
      expect(field(/Conductor/)).toHaveValue('Transportes Andinos');
      expect(field(/Marca/)).toHaveValue('Nissan');
      expect(field(/Modelo/)).toHaveValue('Versa');
      expect(field(/Color/)).toHaveValue('Gris');
      // The services show their price for a sedan (Automóvil): the one in force, not a later one.
      expect(serviceButton('Basico')).toHaveTextContent('$8.000');
      expect(serviceButton('Full')).toHaveTextContent('$12.990');
      expect(serviceButton('E. Minero')).toHaveTextContent('Sin precio');
      expect(screen.getByText('Se completa al elegir el tipo de servicio.')).toBeInTheDocument();

      await user.click(serviceButton('Full'));
      expect(serviceButton('Full')).toBeChecked();
      expect(field(/Fecha Entrega/)).toHaveValue('05/06/2031');
      expect(field(/Hora Entrega/)).toHaveValue('11');
      expect(screen.getByText('Tiempo típico de Full: 1 h 5 min.')).toBeInTheDocument();
      expect(screen.getByText('Precio: $12.990')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Crear' }));
      const dialog = await screen.findByRole('dialog', { name: 'Servicio Creado!' });
      expect(within(dialog).getByText('Full para GHJK34: $12.990. Entrega: 5/6/31 11:10.')).toBeInTheDocument();
      expect(api.callsTo('vehicle/lookUpPlate').map((call) => call.body)).toEqual([expect.objectContaining({ ppu: 'GHJK34' })]);
      expect(api.callsTo('wash/createWashTicket')[0]?.body).toMatchObject({
        data: {
          ppu: 'GHJK34',
          propietario: 'Transportes Andinos',
          driver: 'Transportes Andinos',
          vehicleType: 'SED',
          brand: 'Nissan',
          model: 'Versa',
          color: 'Gris',
          endDate: '2031-06-05',
          endTime: '11:10',
          servicio: 'FL',
          clientId,
        },
      });
    },
  );

  it('promises the default hour for a service without history, and says so', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-05T14:00:00Z'));
    const { user } = await typePlate(() => ok({ vehicle }));
    await waitFor(() => expect(field(/Marca/)).toHaveValue('Nissan'));
    await user.click(serviceButton('Basico'));
    expect(field(/Hora Entrega/)).toHaveValue('11');
    expect(screen.getByText('Basico: 1 h (aún sin historial suficiente).')).toBeInTheDocument();
  });

  it('keeps a delivery typed by hand when the service changes, and what was typed when the plate is answered', async () => {
    const { user } = await typePlate(() => ok({ vehicle }));
    await waitFor(() => expect(field(/Marca/)).toHaveValue('Nissan'));
    await user.clear(field(/Marca/));
    await user.type(field(/Marca/), 'Nisan');
    const year = new Date().getFullYear() + 1;
    await user.type(field(/Fecha Entrega/), `15/3/${year}`);
    await user.keyboard('{Escape}');
    await user.type(field(/Hora Entrega/), '1830');
    await user.click(serviceButton('Full'));
    expect(field(/Fecha Entrega/)).toHaveValue(`15/03/${year}`);
    expect(field(/Hora Entrega/)).toHaveValue('18');
    expect(screen.queryByText(/Tiempo típico/)).not.toBeInTheDocument();

    // The same plate searched again with Buscar fills every field again.
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(field(/Marca/)).toHaveValue('Nissan'));
  });

  it('fills the vehicle but not the owner nor the driver when the plate has no client', async () => {
    await typePlate(() => ok({ vehicle }));
    // The type is a controlled select: it shows the answer on the render after the text fields.
    await waitFor(() => expect(field(/Tipo Vehiculo/)).toHaveValue('Sedán'));
    expect(screen.getByText('Vehiculo registrado sin cliente')).toBeInTheDocument();
    expect(field(/Marca/)).toHaveValue('Nissan');
    expect(field(/Propietario/)).toHaveValue('');
    expect(field(/Conductor/)).toHaveValue('');
  });

  it('a new plate is an ordinary case: a line under the plate, no dialog, and the services priced once the type is chosen', async () => {
    const { api, user } = await typePlate(() => ok({ vehicle: null }));
    expect(await screen.findByText('Patente nueva: complete los datos del vehículo.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Sin Registro')).not.toBeInTheDocument();
    expect(services()).toHaveAccessibleDescription('Precio según tipo de vehículo');
    expect(serviceButton('Full')).toHaveTextContent(/^Full$/);
    await choose(user, /Tipo Vehiculo/, 'SUV');
    expect(serviceButton('Full')).toHaveTextContent('$18.990');
    expect(services()).not.toHaveAccessibleDescription('Precio según tipo de vehículo');
    expect(api.callsTo('vehicle/getVehicleByPpu')).toHaveLength(0);
  });

  it('clears what an earlier plate filled when the next plate is new, keeping what was typed', async () => {
    let answer: VehicleWithClient | null = owned;
    const { user } = await typePlate(() => ok({ vehicle: answer }));
    await waitFor(() => expect(field(/Propietario/)).toHaveValue('Transportes Andinos'));
    await user.clear(field(/Conductor/));
    await user.type(field(/Conductor/), 'Pedro Díaz');
    answer = null;
    await user.type(field(/Patente/), '{Backspace}5');
    await screen.findByText('Patente nueva: complete los datos del vehículo.');
    await waitFor(() => expect(field(/Propietario/)).toHaveValue(''));
    expect(field(/Marca/)).toHaveValue('');
    expect(field(/Conductor/)).toHaveValue('Pedro Díaz');
  });

  it('reports a failed lookup as every failed read, and leaves its words under the plate', async () => {
    const { user } = await typePlate(() => refused(500, 'Ocurrió un error inesperado, intente mas tarde.'));
    const dialog = await acknowledge(user, 'Error!');
    expect(dialog).toHaveTextContent('Ocurrió un error inesperado, intente mas tarde.');
    expect(screen.getByText('Ocurrió un error inesperado, intente mas tarde.')).toBeInTheDocument();
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

  describe('packs and the loyalty rule at the counter', () => {
    it(
      "shows the plate's pack balance, and one tap charges the new ticket to the pack: nothing to collect",
      { timeout: 60_000 },
      async () => {
        const api = newServiceApi({
          'packs/getPlatePacks': () => ok({ packs: [tenWashes(3)], loyalty: [] }),
          'wash/createWashTicket': () => created({ amount: 12990, currency: 'CLP' }),
          'packs/usePack': () => ok({ status: true, msg: 'Lavado descontado del pack.', pack: tenWashes(2) }),
        });
        const { user } = await openNewServicePage();
        await fillEverything(user);
        expect(await screen.findByText('Pack 10 lavados: quedan 3 lavados')).toBeInTheDocument();
        const use = screen.getByRole('button', { name: 'Usar 1 lavado' });
        await user.click(use);
        expect(screen.getByRole('button', { name: 'Se cobra al pack' })).toHaveAttribute('aria-pressed', 'true');
        await user.click(screen.getByRole('button', { name: 'Crear' }));
        const dialog = await screen.findByRole('dialog', { name: 'Servicio Creado!' });
        expect(dialog).toHaveTextContent('Cobrado al pack «Pack 10 lavados»: no hay nada que cobrar.');
        expect(api.callsTo('packs/usePack').map((call) => call.body)).toEqual([expect.objectContaining({ packId, ticketId })]);
      },
    );

    it(
      'charges nothing to a pack unless tapped, and offers no tap for a service the pack does not cover',
      { timeout: 60_000 },
      async () => {
        const api = newServiceApi({ 'packs/getPlatePacks': () => ok({ packs: [tenWashes(3)], loyalty: [] }) });
        const { user } = await openNewServicePage();
        await fillEverything(user);
        expect(await screen.findByRole('button', { name: 'Usar 1 lavado' })).toBeEnabled();
        await user.click(serviceButton('Basico'));
        expect(screen.getByRole('button', { name: 'Usar 1 lavado' })).toBeDisabled();
        expect(screen.getByText(/no cubre este servicio/)).toBeInTheDocument();
        await user.click(serviceButton('Full'));
        await user.click(screen.getByRole('button', { name: 'Crear' }));
        await screen.findByRole('dialog', { name: 'Servicio Creado!' });
        expect(api.callsTo('packs/usePack')).toEqual([]);
      },
    );

    it(
      "shows 'Gratis (10º lavado)' when the loyalty rule makes this wash free, and applies it once tapped",
      { timeout: 60_000 },
      async () => {
        const api = newServiceApi({
          'packs/getPlatePacks': () => ok({ packs: [], loyalty: [{ serviceCode: 'FL', every: 10, nextWash: 10, nextIsFree: true }] }),
          'packs/applyLoyalty': () => ok({ status: true, msg: '¡Lavado gratis por fidelidad!' }),
        });
        const { user } = await openNewServicePage();
        await fillEverything(user);
        expect(await screen.findByText('Gratis (10º lavado)')).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Este lavado es gratis' }));
        await user.click(screen.getByRole('button', { name: 'Crear' }));
        const dialog = await screen.findByRole('dialog', { name: 'Servicio Creado!' });
        expect(dialog).toHaveTextContent('Gratis por fidelidad (10º lavado): no hay nada que cobrar.');
        expect(api.callsTo('packs/applyLoyalty').map((call) => call.body)).toEqual([expect.objectContaining({ ticketId })]);
      },
    );
  });
});
