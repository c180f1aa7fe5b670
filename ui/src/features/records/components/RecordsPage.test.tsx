import { act, screen, waitFor, within } from '@testing-library/react';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadExcelFile } from '../../../lib/export/excelFile';
import { useSessionStore } from '../../../lib/session/sessionStore';
import { fakeApi, ok, refused, type FakeHandler } from '../../../testing/fakeApi';
import { fakeRealtime } from '../../../testing/fakeRealtime';
import { layoutHandlers } from '../../../testing/layoutApi';
import { ticketMoney, ticketMoneyHandlers } from '../../../testing/moneyApi';
import { renderApp, signInAs } from '../../../testing/renderApp';

// downloadExcelFile is a spy in every UI test (testing/setup.ts).

function ticket(index: number, overrides: Partial<Ticket> = {}): Ticket {
  const minute = String(index % 60).padStart(2, '0');
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    status: 1,
    vehicle: {
      ppu: `ABCD${String(index % 100).padStart(2, '0')}`,
      type: 'SED',
      ownerName: `Dueño ${index}`,
      model: 'Yaris',
      color: 'Rojo',
      brand: 'Toyota',
    },
    serviceType: 'FL',
    arrivalDate: `2025-06-01 08:${minute}`,
    endDate: '2025-06-02',
    endTime: '18:30',
    createdAt: `2025-06-01T12:${minute}:00.000000Z`,
    driver: 'Pedro Díaz',
    observations: '',
    clientId: null,
    idResponsible: null,
    employee: null,
    responsibleName: null,
    statusSince: `2025-06-01T12:${minute}:00.000000Z`,
    finishedAt: null,
    clientPhone: null,
    stateChanges: [],
    customerNotifications: [],
    ...overrides,
  };
}

interface RecordsBody {
  organizationId: string | null;
  search?: string;
  limit: number;
  after?: { createdAt: string; id: string };
}

/** A keyset-paged records API over `all` (newest first), filtering like the server. */
function recordsApi(all: Ticket[], handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({
    ...layoutHandlers,
    ...handlers,
    'wash/getCompleteTicketByOrganizationId': (body) => {
      const { search, limit, after } = body as RecordsBody;
      const matching = all.filter(
        (record) =>
          !search ||
          record.vehicle.ppu.startsWith(search.toUpperCase()) ||
          record.vehicle.ownerName.toLowerCase().includes(search.toLowerCase()),
      );
      const start = after ? matching.findIndex((record) => record.id === after.id) + 1 : 0;
      return ok(matching.slice(start, start + limit));
    },
  });
}

// Selector and text queries where the table is long: computing the accessible names of 50 rows
// takes seconds in jsdom.
const rowsOf = () => document.querySelectorAll('tbody tr');
function buttonByText(text: string): HTMLButtonElement {
  const button = screen.getByText(text).closest('button');
  if (!button) throw new Error(`${text} is not a button`);
  return button;
}

beforeEach(() => vi.mocked(downloadExcelFile).mockClear());

describe('records history', () => {
  it('lists plate, type, last service, service type and owner, and opens the QR page of a record', async () => {
    const record = ticket(7, {
      serviceType: 'EM',
      vehicle: { ppu: 'KJTR52', type: 'CAD', ownerName: 'Juan Pérez', model: 'Hilux', color: 'Blanco', brand: 'Toyota' },
    });
    // The record's page, where 'Ver QR' leads, asks for the record as soon as it opens.
    const api = recordsApi([record], {
      ...ticketMoneyHandlers(ticketMoney(record.id)).handlers,
      'wash/getCompleteTicketById': () => ok(record),
      'wash/getTicketHistory': () => ok([]),
    });
    signInAs('AD');
    const { user, currentPath } = renderApp('/home/records');

    const row = (await screen.findByRole('cell', { name: 'KJTR52' })).closest('tr');
    if (!row) throw new Error('record not rendered as a table row');
    expect([...row.querySelectorAll('td')].slice(0, 5).map((cell) => cell.textContent)).toEqual([
      'KJTR52',
      'Doble Cabina',
      '1/6/25 8:07',
      'E. Minero',
      'Juan Pérez',
    ]);
    expect(within(row).getByRole('button', { name: 'Nuevo servicio' })).toBeDisabled();
    expect(api.callsTo('wash/getCompleteTicketByOrganizationId')[0]?.body).toEqual({
      organizationId: useSessionStore.getState().session?.organization,
      limit: 50,
    });

    await user.click(within(row).getByRole('link', { name: 'Ver QR' }));
    expect(currentPath()).toBe(`/home/codes/${record.id}`);
  });

  it("shows each record's state in the board's words, and counts one record in the singular", async () => {
    recordsApi([
      ticket(1, { status: 1 }),
      ticket(2, { status: 2, vehicle: { ...ticket(2).vehicle, ppu: 'BBBB02' } }),
      ticket(3, { status: 3, vehicle: { ...ticket(3).vehicle, ppu: 'CCCC03' } }),
      ticket(4, { status: 4, vehicle: { ...ticket(4).vehicle, ppu: 'DDDD04' } }),
    ]);
    signInAs('AD');
    renderApp('/home/records');
    await screen.findByText('4 registros cargados');
    expect(screen.getByRole('columnheader', { name: 'Estado' })).toBeInTheDocument();
    const stateOf = (plate: string) => screen.getByRole('cell', { name: plate }).closest('tr')!.querySelectorAll('td')[5]?.textContent;
    expect(['BBBB02', 'CCCC03', 'DDDD04'].map(stateOf)).toEqual(['En Curso', 'Pausado', 'Finalizado']);
    expect(screen.getAllByText('Pendiente')).toHaveLength(1);
  });

  it('draws each state in the colour the board draws it in: Pausado orange, Anulado red', async () => {
    recordsApi([
      ticket(1, { status: 1 }),
      ticket(2, { status: 2, vehicle: { ...ticket(2).vehicle, ppu: 'BBBB02' } }),
      ticket(3, { status: 3, vehicle: { ...ticket(3).vehicle, ppu: 'CCCC03' } }),
      ticket(4, { status: 4, vehicle: { ...ticket(4).vehicle, ppu: 'DDDD04' } }),
      ticket(5, { status: 5, vehicle: { ...ticket(5).vehicle, ppu: 'EEEE05' } }),
    ]);
    signInAs('AD');
    renderApp('/home/records');
    await screen.findByText('5 registros cargados');
    const badgeOf = (plate: string) =>
      screen.getByRole('cell', { name: plate }).closest('tr')!.querySelectorAll('td')[5]?.querySelector('.mantine-Badge-root');
    const colourOf = (plate: string) => badgeOf(plate)?.getAttribute('style') ?? '';
    expect(badgeOf('EEEE05')).toHaveTextContent('Anulado');
    expect(colourOf('ABCD01')).toContain('--mantine-color-gray-light');
    expect(colourOf('BBBB02')).toContain('--mantine-color-blue-light');
    expect(colourOf('CCCC03')).toContain('--mantine-color-orange-light');
    expect(colourOf('DDDD04')).toContain('--mantine-color-teal-light');
    expect(colourOf('EEEE05')).toContain('--mantine-color-red-light');
  });

  it('loads the next page after the last row, never everything at once', async () => {
    const all = Array.from({ length: 70 }, (_, index) => ticket(index));
    const api = recordsApi(all);
    signInAs('AD');
    const { user } = renderApp('/home/records');

    await screen.findByText('50 registros cargados');
    await user.click(buttonByText('Cargar más'));
    await screen.findByText('70 registros cargados');
    expect(rowsOf()).toHaveLength(70);
    expect(screen.queryByText('Cargar más')).not.toBeInTheDocument();
    expect(api.callsTo('wash/getCompleteTicketByOrganizationId').map((call) => call.body)).toEqual([
      expect.objectContaining({ limit: 50 }),
      expect.objectContaining({ limit: 50, after: { createdAt: all[49]?.createdAt, id: all[49]?.id } }),
    ]);
  });

  it('searches on the server by plate or owner and says when nothing matches the filter', async () => {
    const api = recordsApi([ticket(1), ticket(2, { vehicle: { ...ticket(2).vehicle, ownerName: 'María Soto' } })]);
    signInAs('AD');
    const { user } = renderApp('/home/records');
    await screen.findByText('2 registros cargados');

    await user.type(screen.getByRole('textbox', { name: 'Buscar por patente o propietario' }), 'maría');
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(screen.getByRole('cell', { name: 'María Soto' })).toBeInTheDocument();
    expect(api.callsTo('wash/getCompleteTicketByOrganizationId').at(-1)?.body).toMatchObject({ search: 'maría' });

    await user.clear(screen.getByRole('textbox', { name: 'Buscar por patente o propietario' }));
    await user.type(screen.getByRole('textbox', { name: 'Buscar por patente o propietario' }), 'ZZZZ99');
    expect(await screen.findByText('No existen registros para ZZZZ99')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await screen.findByText('2 registros cargados');
    expect(screen.getByRole('textbox', { name: 'Buscar por patente o propietario' })).toHaveValue('');
  });

  it('exports every matching record, page by page, to Registro_de_servicios.xlsx, sheet Servicios, in the spec column order, then state, price, paid and washers', async () => {
    const withEmployee = ticket(0, {
      status: 4,
      employee: { firstName: 'Ana', secondName: 'Rojas', employeeNumber: 3 },
      responsibleName: 'Ana Rojas',
      idResponsible: '11111111-1111-4111-8111-111111111111',
      charge: {
        currency: 'CLP',
        price: 12990,
        charged: 12990,
        paid: 5000,
        voided: false,
        washers: [
          { name: 'Ana Rojas', percent: 60 },
          { name: 'Luis Soto', percent: 40 },
        ],
      },
    });
    const voided = ticket(1, { status: 5, charge: { currency: 'CLP', price: 8000, charged: 0, paid: 0, voided: true, washers: null } });
    const all = [withEmployee, voided, ...Array.from({ length: 248 }, (_, index) => ticket(index + 2))];
    const api = recordsApi(all);
    signInAs('AD');
    const { user } = renderApp('/home/records');
    await screen.findByText('50 registros cargados');

    await user.click(buttonByText('Exportar'));
    const done = await screen.findByRole('dialog', { name: '¡Descarga completa!' });
    expect(within(done).getByText('El archivo Excel fue generado correctamente.')).toBeInTheDocument();

    expect(downloadExcelFile).toHaveBeenCalledTimes(1);
    const table = vi.mocked(downloadExcelFile).mock.calls[0]?.[0];
    expect(table?.fileName).toBe('Registro_de_servicios.xlsx');
    expect(table?.sheetName).toBe('Servicios');
    expect(table?.header).toEqual([
      'Fecha Ingreso',
      'Hora Ingreso',
      'Fecha Servicio',
      'Hora Servicio',
      'Propietario',
      'Conductor',
      'Patente',
      'Modelo',
      'Color',
      'Tipo Vehiculo',
      'Tipo Servicio',
      'Empleado Servicio',
      'N° Empleado',
      'Estado',
      'Precio',
      'Pagado',
      'Lavadores',
    ]);
    expect(table?.rows).toHaveLength(250);
    // Dates, times and amounts are typed cells (written as Excel dates and CLP numbers: lib/export/excelFile.test.ts).
    expect(table?.rows[0]).toEqual([
      { date: '2025-06-01' },
      { time: '08:00' },
      { date: '2025-06-02' },
      { time: '18:30' },
      'Dueño 0',
      'Pedro Díaz',
      'ABCD00',
      'Yaris',
      'Rojo',
      'Sedán',
      'Full',
      'Ana Rojas',
      3,
      'Finalizado',
      { money: 12990, currency: 'CLP' },
      { money: 5000, currency: 'CLP' },
      'Ana Rojas (60%), Luis Soto (40%)',
    ]);
    expect(table?.rows[1]?.slice(11)).toEqual([
      '',
      'Sin Empleado',
      'Anulado',
      { money: 8000, currency: 'CLP' },
      { money: 0, currency: 'CLP' },
      '',
    ]);
    // A record the money read model has not seen has no amounts, rather than zeros.
    expect(table?.rows[2]?.slice(13)).toEqual(['Pendiente', null, null, '']);
    const exportCalls = api.callsTo('wash/getCompleteTicketByOrganizationId').slice(1);
    expect(exportCalls.map((call) => (call.body as RecordsBody).limit)).toEqual([200, 200]);
  });

  it('shows the export failure message when the file cannot be produced', async () => {
    recordsApi([ticket(1)]);
    vi.mocked(downloadExcelFile).mockRejectedValueOnce(new Error('xlsx failed'));
    signInAs('AD');
    const { user } = renderApp('/home/records');
    await screen.findByText('1 registro cargado');

    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    const failure = await screen.findByRole('dialog', { name: 'Error!' });
    expect(within(failure).getByText('Ocurrió un problema al generar el archivo. Favor contacte a soporte.')).toBeInTheDocument();
  });

  it('shows a ticket created elsewhere without a reload, when its push arrives', async () => {
    const all = [ticket(1)];
    recordsApi(all);
    signInAs('AD');
    renderApp('/home/records');
    await screen.findByText('1 registro cargado');

    const created = ticket(2, { vehicle: { ...ticket(2).vehicle, ppu: 'NEWW01' } });
    all.unshift(created);
    act(() =>
      fakeRealtime.current().push({ position: '1', topic: 'ticket.changed', payload: { change: 'TicketCreated', ticket: created } }),
    );

    expect(await screen.findByRole('cell', { name: 'NEWW01' })).toBeInTheDocument();
    expect(rowsOf()).toHaveLength(2);
  });

  it('reports a refused page like any other failed read', async () => {
    fakeApi({ ...layoutHandlers, 'wash/getCompleteTicketByOrganizationId': () => refused(400, 'Máximo 60 caracteres.') });
    signInAs('AD');
    renderApp('/home/records');
    const failure = await screen.findByRole('dialog', { name: 'Error!' });
    expect(within(failure).getByText('Máximo 60 caracteres.')).toBeInTheDocument();
  });
});
