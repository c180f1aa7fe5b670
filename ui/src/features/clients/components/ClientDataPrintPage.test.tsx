import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientDataExport } from '@lavado/shared/clients/client.schemas';
import { fakeApi, ok } from '../../../testing/fakeApi';
import { signInAs } from '../../../testing/renderApp';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/AppProviders';
import { paths } from '../../../app/paths';
import { createQueryClient } from '../../../lib/query/queryClient';
import { ClientDataPrintPage } from './ClientDataPrintPage';

/** The page alone, at `path` (the app's lazy routes are the guard's business, tested with the routes). */
function renderPage(path: string) {
  const router = createMemoryRouter([{ path: paths.print.clientData, element: <ClientDataPrintPage /> }], { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
import { useSessionStore } from '../../../lib/session/sessionStore';

const clientId = '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const held: ClientDataExport = {
  exportedAt: '2026-11-27T03:00:00.000Z',
  client: {
    id: clientId,
    name: 'Transportes Andinos',
    type: 'E',
    identification: '76086428-5',
    organizationId: '7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
    contactName: 'María Soto',
    clientAddress: 'Av. Siempre Viva 123',
    clientEmail: 'contacto@andinos.cl',
    clientPhone: 912345678,
    lastService: null,
    vehicles: 1,
    createdAt: '2025-01-10T12:00:00.000Z',
    consents: { serviceMessages: true, marketing: false },
    blocked: null,
  },
  vehicles: [{ ppu: 'KXRT42', type: 'SED', brand: 'Kia', model: 'Rio', color: 'Gris', registeredAt: '2025-01-10T12:00:00.000Z' }],
  services: [],
  payments: [],
  processing: [{ data: 'Nombre y Rut', purpose: 'Emitir boletas', legalBasis: 'Contrato', source: 'El cliente', retention: '24 meses' }],
};

describe('/print/client-data/:clientId', () => {
  it('shows everything held about the client as printable tables, and sends the motive of the fragment', async () => {
    const api = fakeApi({ 'client/exportClientData': () => ok(held) });
    signInAs('AD');
    renderPage(`/print/client-data/${clientId}#motivo=Pedido+por+correo`);

    expect(await screen.findByRole('heading', { name: 'Datos personales del cliente: Transportes Andinos' })).toBeInTheDocument();
    const data = within(screen.getByRole('region', { name: 'Datos' }));
    expect(data.getByRole('cell', { name: 'contacto@andinos.cl' })).toBeInTheDocument();
    expect(data.getByRole('cell', { name: /^10\/1\/25 0?9:00$/ })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Vehículos' })).getByRole('cell', { name: 'Sedán' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Servicios' })).getByText('Sin registros.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Registro de tratamiento' })).getByRole('cell', { name: '24 meses' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir / Guardar PDF' })).toBeInTheDocument();
    expect(api.callsTo('client/exportClientData').map((call) => call.body)).toEqual([
      { organizationId: useSessionStore.getState().session?.organization, id: clientId, motivo: 'Pedido por correo' },
    ]);
  });
});
