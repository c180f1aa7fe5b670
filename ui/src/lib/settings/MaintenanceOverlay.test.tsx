import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PARAMETERS, type ApplicationParameters } from '@lavado/shared/settings/settings.schemas';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { fakeApi, ok } from '../../testing/fakeApi';
import { createQueryClient } from '../query/queryClient';
import { deliverFeedMessage } from '../realtime/feedSubscriptions';
import type { Role } from '../session/roles';
import { MaintenanceOverlay } from './MaintenanceOverlay';

const inMaintenance: ApplicationParameters = { ...DEFAULT_PARAMETERS, maintenance: true, maintenanceEndsAt: '2025-06-15T14:00:00Z' };

function renderOverlay(role: Role, parameters: ApplicationParameters) {
  const api = fakeApi({ 'setting/getAplicationParameters': () => ok([parameters]) });
  const onLogout = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MaintenanceOverlay role={role} onLogout={onLogout} />
    </AppProviders>,
  );
  return { api, onLogout };
}

const pushParameters = (parameters: ApplicationParameters) =>
  act(() => deliverFeedMessage({ position: '1', topic: 'settings.changed', payload: { ...parameters } }));

describe('maintenance overlay', () => {
  it("blocks the app with 'Sitio en Mantenimiento Programado!', the end on Chile's clock and Cerrar Sesion", async () => {
    const { onLogout } = renderOverlay('EM', inMaintenance);

    expect(await screen.findByText('Sitio en Mantenimiento Programado!')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Sitio en Mantenimiento Programado!' })).toBeInTheDocument();
    expect(screen.getByText('Hasta el domingo, 15 de junio de 2025, 10:00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar Sesion' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('appears and disappears with the pushed parameters, without asking the server again', async () => {
    const { api } = renderOverlay('AD', DEFAULT_PARAMETERS);
    await waitFor(() => expect(api.callsTo('setting/getAplicationParameters')).toHaveLength(1));
    expect(screen.queryByText('Sitio en Mantenimiento Programado!')).not.toBeInTheDocument();

    pushParameters(inMaintenance);
    expect(await screen.findByText('Sitio en Mantenimiento Programado!')).toBeInTheDocument();
    pushParameters({ ...inMaintenance, maintenance: false });
    await waitFor(() => expect(screen.queryByText('Sitio en Mantenimiento Programado!')).not.toBeInTheDocument());
    expect(api.callsTo('setting/getAplicationParameters')).toHaveLength(1);
  });

  it('never blocks the super admin', async () => {
    const { api } = renderOverlay('SA', inMaintenance);
    await waitFor(() => expect(api.callsTo('setting/getAplicationParameters')).toHaveLength(1));
    pushParameters(inMaintenance);
    expect(screen.queryByText('Sitio en Mantenimiento Programado!')).not.toBeInTheDocument();
  });
});
