import { act, screen, waitFor, within } from '@testing-library/react';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { toDataURL } from 'qrcode';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session/sessionStore';
import type { Role } from '../../../lib/session/roles';
import { fakeApi, ok, type FakeHandler } from '../../../testing/fakeApi';
import { fakeDownloads } from '../../../testing/fakeDownloads';
import { fakeRealtime } from '../../../testing/fakeRealtime';
import { layoutHandlers } from '../../../testing/layoutApi';
import { ticketMoney, ticketMoneyHandlers } from '../../../testing/moneyApi';
import { renderApp, signInAs } from '../../../testing/renderApp';

vi.mock('qrcode', () => ({ toDataURL: vi.fn() }));

const QR_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const record: Ticket = {
  id: '6d1f6a3e-2b7c-4c1e-9a55-3f0b8e2d4c71',
  status: 2,
  vehicle: { ppu: 'KJTR52', type: 'CAD', ownerName: 'Juan Pérez', model: 'Hilux', color: 'Blanco', brand: 'Toyota' },
  serviceType: 'FL',
  arrivalDate: '2025-06-01 08:05',
  endDate: '2025-06-02',
  endTime: '18:30',
  createdAt: '2025-06-01T12:05:00.000000Z',
  driver: 'Pedro Díaz',
  observations: '',
  clientId: null,
  idResponsible: '11111111-1111-4111-8111-111111111111',
  employee: { firstName: 'Ana', secondName: 'Rojas', employeeNumber: 3 },
  responsibleName: 'Ana Rojas',
  statusSince: '2025-06-01T12:00:00.000Z',
  finishedAt: null,
  clientPhone: null,
  stateChanges: [],
  customerNotifications: [],
};

function recordApi(shown: Ticket = record, handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({
    ...layoutHandlers,
    ...ticketMoneyHandlers(ticketMoney(record.id)).handlers,
    'wash/getCompleteTicketById': () => ok(shown),
    'wash/getTicketHistory': () => ok([]),
    'wash/getCheckIn': () => ok({ checkIn: null }),
    ...handlers,
  });
}

async function openRecord({
  role = 'AD',
  shown = record,
  handlers = {},
}: { role?: Role; shown?: Ticket; handlers?: Record<string, FakeHandler> } = {}) {
  const api = recordApi(shown, handlers);
  signInAs(role);
  const rendered = renderApp(`/home/codes/${record.id}`);
  await screen.findByRole('heading', { name: 'Registro: KJTR52' });
  if (role === 'AD') {
    // The money panel's reads (TicketMoneyPanel.test.tsx) have come before a test counts its own calls.
    await screen.findByRole('group', { name: 'Saldo' });
    await waitFor(() => expect(api.callsTo('billing/getBillingSetup')).toHaveLength(1));
  }
  return { ...rendered, api };
}

async function openQrDialog() {
  const opened = await openRecord();
  await opened.user.click(screen.getByRole('button', { name: 'Generar QR' }));
  const dialog = await screen.findByRole('dialog', { name: 'Código QR' });
  return { ...opened, dialog };
}

beforeEach(() => {
  // jsdom has no 2D canvas: the code comes without its caption here (the e2e journey reads the real PNG).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.mocked(toDataURL).mockReset();
  vi.mocked(toDataURL).mockImplementation(async () => QR_PNG);
});

describe('record detail', () => {
  it('shows the record read-only under "Registro: " and its plate', async () => {
    const { api } = await openRecord();

    const expected = {
      Propietario: 'Juan Pérez',
      'Tipo Vehiculo': 'Doble Cabina',
      Marca: 'Toyota',
      Modelo: 'Hilux',
      Color: 'Blanco',
      'Fecha Ingreso': '1/6/25 8:05',
      'Fecha Entrega': '2/6/25',
      'Hora Entrega': '18:30',
      Responsable: 'Ana Rojas',
    };
    for (const [label, value] of Object.entries(expected)) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveValue(value);
      expect(field).toHaveAttribute('readonly');
    }
    expect(api.callsTo('wash/getCompleteTicketById')[0]?.body).toEqual({
      organizationId: useSessionStore.getState().session?.organization,
      id: record.id,
    });
  });

  it('Cancelar puts the values back; Guardar sends only what changed as a correction and shows the record as the server now has it', async () => {
    const correctedRecord: Ticket = { ...record, vehicle: { ...record.vehicle, color: 'Negro' }, endTime: '19:00' };
    let shown = record;
    const { user, api } = await openRecord({
      handlers: {
        'wash/getCompleteTicketById': () => ok(shown),
        'wash/correctTicketDetails': () => {
          shown = correctedRecord;
          return ok({ status: true, msg: '¡Datos del servicio corregidos!' });
        },
      },
    });

    await user.click(screen.getByRole('button', { name: 'Modificar' }));
    const color = screen.getByLabelText('Color');
    expect(color).not.toHaveAttribute('readonly');
    await user.clear(color);
    await user.type(color, 'Rosado');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByLabelText('Color')).toHaveValue('Blanco');
    expect(screen.getByLabelText('Color')).toHaveAttribute('readonly');
    expect(api.callsTo('wash/correctTicketDetails')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Modificar' }));
    await user.clear(screen.getByLabelText('Color'));
    await user.type(screen.getByLabelText('Color'), 'Negro');
    await user.clear(screen.getByLabelText('Hora Entrega'));
    await user.type(screen.getByLabelText('Hora Entrega'), '19:00');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('¡Datos del servicio corregidos!')).toBeInTheDocument();
    expect(api.callsTo('wash/correctTicketDetails').map((call) => call.body)).toEqual([
      {
        organizationId: useSessionStore.getState().session?.organization,
        id: record.id,
        changes: { color: 'Negro', delivery: { endDate: '2025-06-02', endTime: '19:00' } },
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Color')).toHaveValue('Negro'));
    expect(screen.getByLabelText('Color')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Hora Entrega')).toHaveValue('19:00');
  });

  it('keeps the form open with what was typed when the server refuses the correction, and shows why', async () => {
    const { user } = await openRecord({
      handlers: {
        'wash/correctTicketDetails': () => ({
          status: 403,
          body: { status: false, msg: 'Solo un administrador o el responsable del servicio pueden corregir sus datos.' },
        }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Modificar' }));
    await user.clear(screen.getByLabelText('Modelo'));
    await user.type(screen.getByLabelText('Modelo'), 'Corolla');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Solo un administrador o el responsable del servicio pueden corregir sus datos.')).toBeInTheDocument();
    expect(screen.getByLabelText('Modelo')).toHaveValue('Corolla');
    expect(screen.getByLabelText('Modelo')).not.toHaveAttribute('readonly');
  });

  it('sends nothing when Guardar finds nothing changed', async () => {
    const { user, api } = await openRecord();
    await user.click(screen.getByRole('button', { name: 'Modificar' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    // react-hook-form validates before calling back, so the form closes a tick after the click.
    await waitFor(() => expect(screen.getByLabelText('Color')).toHaveAttribute('readonly'));
    expect(api.callsTo('wash/correctTicketDetails')).toEqual([]);
  });

  it("follows the ticket's pushes, and only this ticket's", async () => {
    await openRecord();
    const push = (ticket: Ticket, position: string) =>
      act(() => fakeRealtime.current().push({ position, topic: 'ticket.changed', payload: { change: 'TicketStarted', ticket } }));

    push({ ...record, id: '9b2e4f1a-7c3d-4e5f-8a6b-1c2d3e4f5a6b', responsibleName: 'Otro Empleado' }, '1');
    expect(screen.getByLabelText('Responsable')).toHaveValue('Ana Rojas');
    push({ ...record, responsibleName: 'Pedro Díaz' }, '2');

    await waitFor(() => expect(screen.getByLabelText('Responsable')).toHaveValue('Pedro Díaz'));
  });

  it("offers 'Avisar por WhatsApp' to the client with the ticket's page, records it, and says 'Avisado' once told", async () => {
    const finished: Ticket = { ...record, status: 4, clientPhone: 987654321, clientId: '5c4b3a29-1807-4f6e-9d5c-4b3a29180716' };
    const { user, api } = await openRecord({
      shown: finished,
      handlers: { 'wash/notifyCustomer': () => ok({ status: true, msg: 'Aviso al cliente registrado.' }) },
    });
    // Signed with the car wash's name once its card is read.
    const text = `¡Hola! Su vehículo patente KJTR52 está listo para retirar: ${window.location.origin}/code/${record.id}\n— Lavado Los Andes`;
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Avisar por WhatsApp' })).toHaveAttribute(
        'href',
        `https://wa.me/56987654321?text=${encodeURIComponent(text)}`,
      ),
    );
    const link = screen.getByRole('link', { name: 'Avisar por WhatsApp' });
    const stayOnPage = (event: Event) => event.preventDefault();
    document.addEventListener('click', stayOnPage);
    await user.click(link);
    document.removeEventListener('click', stayOnPage);

    expect(await screen.findByRole('button', { name: 'Avisado' })).toHaveAttribute('aria-disabled', 'true');
    expect(api.callsTo('wash/notifyCustomer').map((call) => call.body)).toEqual([
      { organizationId: useSessionStore.getState().session?.organization, id: record.id },
    ]);
  });

  it('shows no notice to the SA, who audits records but does not talk to customers', async () => {
    await openRecord({ role: 'SA', shown: { ...record, clientPhone: 987654321 } });
    expect(screen.getByRole('button', { name: 'Generar QR' })).toBeInTheDocument();
    expect(screen.queryByText('Avisar por WhatsApp')).not.toBeInTheDocument();
  });

  it('goes back to the records with Volver', async () => {
    // The records page asks for its list as soon as it opens.
    const { user, currentPath } = await openRecord({ handlers: { 'wash/getCompleteTicketByOrganizationId': () => ok([]) } });
    await user.click(screen.getByRole('link', { name: 'Volver' }));
    expect(currentPath()).toBe('/home/records');
  });

  it("draws a QR code of the record's public page, {site}/code/{id}", async () => {
    const { dialog } = await openQrDialog();

    const link = `${window.location.origin}/code/${record.id}`;
    expect(await within(dialog).findByRole('img', { name: 'Código QR del registro KJTR52' })).toHaveAttribute('src', QR_PNG);
    expect(toDataURL).toHaveBeenCalledWith(link, expect.anything());
    expect(within(dialog).getByRole('link', { name: link })).toHaveAttribute('href', link);
  });

  it('downloads the QR as codigo-qr.png and closes the dialog shortly after', async () => {
    const { user, dialog } = await openQrDialog();
    fakeDownloads.saveFile.mockClear();

    await within(dialog).findByRole('img', { name: 'Código QR del registro KJTR52' });
    await user.click(within(dialog).getByRole('button', { name: 'Descargar QR' }));

    expect(fakeDownloads.saveFile.mock.calls).toEqual([[QR_PNG, 'codigo-qr.png']]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Código QR' })).not.toBeInTheDocument());
  });

  it('prints the QR alone in a 300×600 window, the image at most 250 px wide', async () => {
    const { user, dialog } = await openQrDialog();
    const printDocument = document.implementation.createHTMLDocument('');
    const printWindow = { document: printDocument, focus: vi.fn(), print: vi.fn(), close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(printWindow as unknown as Window);

    await within(dialog).findByRole('img', { name: 'Código QR del registro KJTR52' });
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));

    expect(open).toHaveBeenCalledWith('', '_blank', 'width=300,height=600');
    const image = printDocument.querySelector('img');
    expect(image?.getAttribute('src')).toBe(QR_PNG);
    expect(image?.style.maxWidth).toBe('250px');
    image?.dispatchEvent(new Event('load'));
    expect(printWindow.print).toHaveBeenCalledTimes(1);
    expect(printWindow.close).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Código QR' })).not.toBeInTheDocument());
  });

  it('says so when the QR code cannot be drawn', async () => {
    vi.mocked(toDataURL).mockImplementation(async () => {
      throw new Error('too long');
    });
    const { dialog } = await openQrDialog();

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error: No se pudo generar el código QR.');
    expect(within(dialog).getByRole('button', { name: 'Descargar QR' })).toBeDisabled();
  });

  describe('photo check-in', () => {
    it("links to the ticket's check-in screen while it has no photos", async () => {
      await openRecord();
      const panel = await screen.findByRole('region', { name: 'Fotos de ingreso' });
      expect(await within(panel).findByRole('link', { name: 'Tomar fotos de ingreso' })).toHaveAttribute(
        'href',
        `/home/check-in/${record.id}`,
      );
    });

    const src = (hash: string) => `/api/code/${record.id}/photos/${hash.repeat(64)}`;
    const shownCheckIn = (claimOpen = false) => ({
      photos: [
        { position: 'front', note: '', src: src('a') },
        { position: 'back', note: '', src: src('b') },
        { position: 'left', note: '', src: src('c') },
        { position: 'right', note: '', src: src('d') },
        { position: 'damage', note: 'Rayón puerta izquierda', src: src('e') },
      ],
      signatureSrc: src('f'),
      signatureLine: 'Declaro que estas fotos muestran el estado en que entrego mi vehículo, incluidos los daños existentes anotados.',
      signedAt: '2025-06-01T12:10:00.000Z',
      deleteAfter: claimOpen ? null : '2025-07-01T12:10:00.000Z',
      claimOpen,
    });

    it("shows the photos, each damage's note and the signature; the AD opens a claim that keeps them", { timeout: 60_000 }, async () => {
      let claimed = false;
      const { user, api } = await openRecord({
        handlers: {
          'wash/getCheckIn': () => ok({ checkIn: shownCheckIn(claimed) }),
          'wash/openClaim': () => {
            claimed = true;
            return ok({ status: true, msg: 'Reclamo abierto: las fotos de ingreso se conservarán mientras siga abierto.' });
          },
        },
      });
      const panel = await screen.findByRole('region', { name: 'Fotos de ingreso' });
      expect(await within(panel).findByRole('img', { name: 'Daño existente: Rayón puerta izquierda' })).toHaveAttribute('src', src('e'));
      expect(within(panel).getByRole('img', { name: 'Firma del cliente' })).toHaveAttribute('src', src('f'));
      expect(panel).toHaveTextContent('Firmado por el cliente el 1/6/25 8:10. Se eliminarán el 1/7/25 8:10.');

      await user.click(within(panel).getByRole('button', { name: 'Abrir reclamo' }));
      const dialog = await screen.findByRole('dialog', { name: 'Abrir reclamo' });
      await user.type(within(dialog).getByLabelText('Motivo del reclamo'), 'Rayón nuevo');
      await user.click(within(dialog).getByRole('button', { name: 'Abrir reclamo' }));
      await waitFor(() => expect(api.callsTo('wash/openClaim')).toHaveLength(1));
      expect(api.callsTo('wash/openClaim')[0]?.body).toMatchObject({ id: record.id, reason: 'Rayón nuevo' });
      await waitFor(() => expect(panel).toHaveTextContent('Reclamo abierto: las fotos se conservan mientras siga abierto.'));
    });
  });
});
