import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PARAMETERS, type ApplicationParameters } from '@lavado/shared/settings/settings.schemas';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, refused, type FakeReply } from '../../../testing/fakeApi';
import { renderApp, signInAs } from '../../../testing/renderApp';
import { clickWhenEnabled } from '../../../testing/clickWhenEnabled';

const saved: ApplicationParameters = { ...DEFAULT_PARAMETERS, maintenanceEndsAt: '2025-06-15T14:00:00Z' };

function configApi(save: (body: unknown) => FakeReply = () => ok({ status: true, msg: 'Configuración guardada.' })) {
  return fakeApi({
    'admin/getAplicationParameters': () => ok([saved]),
    'admin/setAplicationParameters': save,
  });
}

async function openConfig() {
  signInAs('SA');
  const rendered = renderApp('/admin/config');
  await screen.findByRole('switch', { name: /Modo mantenimiento/ });
  return rendered;
}

describe('config (SA)', () => {
  it("shows the saved parameters, the maintenance end on Chile's clock", async () => {
    configApi();
    await openConfig();

    expect(screen.getByRole('switch', { name: /Modo mantenimiento/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Bienvenida/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Servicio de correo/ })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /Tiempo de sesión/ })).toHaveValue('60');
    expect(screen.getByText('15/06/2025 10:00')).toBeInTheDocument();
  });

  it("saves every parameter, the maintenance end with Chile's offset, with 'Guardadas!'", async () => {
    const api = configApi();
    const { user } = await openConfig();

    await user.click(screen.getByRole('switch', { name: /Modo mantenimiento/ }));
    await user.click(screen.getByRole('switch', { name: /Servicio de correo/ }));
    const sessionTime = screen.getByRole('textbox', { name: /Tiempo de sesión/ });
    await user.clear(sessionTime);
    await user.type(sessionTime, '30');
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Guardar' }));

    const done = await screen.findByRole('dialog', { name: 'Guardadas!' });
    expect(within(done).getByText('Configuración guardada.')).toBeInTheDocument();
    expect(api.callsTo('admin/setAplicationParameters')[0]?.body).toEqual({
      maintenance: true,
      onboarding: true,
      mailService: true,
      sessionTime: 30,
      maintenanceEndsAt: '2025-06-15T10:00:00-04:00',
    });
    await waitFor(() => expect(api.callsTo('admin/getAplicationParameters')).toHaveLength(2));
  });

  it('refuses a session time under 5 minutes before sending anything', async () => {
    const api = configApi();
    const { user } = await openConfig();

    const sessionTime = screen.getByRole('textbox', { name: /Tiempo de sesión/ });
    await user.clear(sessionTime);
    await user.type(sessionTime, '4');

    expect(await screen.findByText('El tiempo de sesión debe ser de al menos 5 minutos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    expect(api.callsTo('admin/setAplicationParameters')).toHaveLength(0);
  });

  it("shows the server's error when saving fails", async () => {
    configApi(() => refused(400, 'Ingrese una fecha y hora de término válidas.'));
    const { user } = await openConfig();

    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Guardar' }));

    const error = await screen.findByRole('dialog', { name: 'Error!' });
    expect(within(error).getByText('Ingrese una fecha y hora de término válidas.')).toBeInTheDocument();
  });
});
