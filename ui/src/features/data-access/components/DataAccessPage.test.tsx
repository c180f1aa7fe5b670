import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DataAccessEntry } from '@lavado/shared/data-access/data-access.schemas';
import { fakeApi, ok, refused } from '../../../testing/fakeApi';
import { layoutHandlers } from '../../../testing/layoutApi';
import { renderApp, signInAs } from '../../../testing/renderApp';
import { useSessionStore } from '../../../lib/session/sessionStore';

const exported: DataAccessEntry = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  // 14:05 UTC is 10:05 in Santiago (UTC−4 in June).
  at: '2025-06-10T14:05:00.000Z',
  actor: 'Ana Rojas',
  actorRole: 'AD',
  what: 'export',
  action: 'Exportar datos de cliente',
  subjectKind: 'client',
  subject: 'Transportes Andinos',
  reason: 'Solicitud del titular',
  organization: 'Lavado Los Andes',
};
const erased: DataAccessEntry = {
  ...exported,
  id: '2c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  what: 'erasure',
  action: 'Eliminar datos de cliente',
  subject: 'Dato eliminado',
  reason: 'request',
};

describe('Accesos a datos personales', () => {
  it("shows the AD their organization's reads, exports and erasures: who, when, whose and why", async () => {
    const api = fakeApi({ ...layoutHandlers, 'privacy/getDataAccessLog': () => ok({ entries: [erased, exported] }) });
    signInAs('AD');
    renderApp('/home/data-access');

    await screen.findByRole('heading', { name: 'Accesos a datos personales' });
    const body = within((await screen.findByText('Exportación')).closest('tbody')!);
    const rows = body.getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByRole('cell', { name: '10/6/25 10:05' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Eliminación')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/Dato eliminado/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('A solicitud del titular')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Exportación')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Ana Rojas (Administrador)')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Transportes Andinos/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Solicitud del titular')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Organización' })).not.toBeInTheDocument();
    const organizationId = useSessionStore.getState().session?.organization;
    expect(api.callsTo('privacy/getDataAccessLog').map((call) => call.body)).toEqual([{ organizationId }]);
  });

  it('shows the SA every organization’s entries, with the organization', async () => {
    const api = fakeApi({ ...layoutHandlers, 'privacy/getDataAccessLog': () => ok({ entries: [exported] }) });
    signInAs('SA');
    renderApp('/admin/data-access');

    expect(await screen.findByRole('columnheader', { name: 'Organización' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Lavado Los Andes' })).toBeInTheDocument();
    expect(api.callsTo('privacy/getDataAccessLog').map((call) => call.body)).toEqual([{}]);
  });

  it('says so when nothing was recorded', async () => {
    fakeApi({ ...layoutHandlers, 'privacy/getDataAccessLog': () => ok({ entries: [] }) });
    signInAs('AD');
    renderApp('/home/data-access');
    expect(await screen.findByText('Aún no hay accesos registrados.')).toBeInTheDocument();
  });

  it('shows the failure when the log cannot be read', async () => {
    fakeApi({ ...layoutHandlers, 'privacy/getDataAccessLog': () => refused(503, 'Servicio no disponible.') });
    signInAs('AD');
    renderApp('/home/data-access');
    expect(await screen.findByText('No se pudo cargar el registro de accesos.')).toBeInTheDocument();
  });

  it('is not open to an employee', async () => {
    fakeApi({ ...layoutHandlers });
    signInAs('EM');
    const { currentPath } = renderApp('/home/data-access');
    await screen.findAllByRole('link');
    expect(screen.queryByRole('heading', { name: 'Accesos a datos personales' })).not.toBeInTheDocument();
    expect(currentPath()).not.toBe('/home/data-access');
  });
});
