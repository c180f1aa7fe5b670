import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../lib/session/roles';
import { emptyBoardHandlers } from '../../../testing/boardApi';
import { fakeApi, ok, refused } from '../../../testing/fakeApi';
import { layoutHandlers } from '../../../testing/layoutApi';
import { fakeToken } from '../../../testing/fakeToken';
import { renderApp } from '../../../testing/renderApp';

const organizationId = '4f7a2b8e-1c3d-4e5f-8a9b-0c1d2e3f4a5b';

function loginReply(role: Role) {
  return ok({
    status: true,
    token: fakeToken(role, 3600),
    onBoard: false,
    usuario: { nombre: 'Ana Pérez', role, organizationId: role === 'SA' ? null : organizationId },
  });
}

const ownOrganization = ok({
  id: organizationId,
  name: 'Lavado Los Andes',
  identification: '12345678-5',
  domain: 'losandes.cl',
  enable: 1,
  organizationId: null,
  expirateAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], identification: string, password: string) {
  const submitButton = await screen.findByRole('button', { name: 'Ingresar' });
  if (identification) await user.type(screen.getByLabelText('Identificacion'), identification);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(submitButton);
}

describe('login', () => {
  it('asks for the identification first and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderApp('/login');

    await fillAndSubmit(user, '', 'secreto');

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Faltan Campos!')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingrese Identificacion!')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('asks for the password when only the identification is given, and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderApp('/login');

    await fillAndSubmit(user, '12345678-5', '');

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Faltan Campos!')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingrese Contraseña!')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  // Each landing page loads its own data; these answers let it render without a server.
  const landingPages = {
    SA: { path: '/admin', handlers: { 'admin/getLogs': () => ok({ logs: [] }), 'admin/getOrganization': () => ok([]) } },
    AD: {
      path: '/home',
      handlers: {
        'menu/getOrganizationsMenu': () => ok([{ module: 'CarWash', name: 'Lavados', state: 'Activo', active: true }]),
        'dashboard/getEmployeesCount': () => ok(0),
        'dashboard/getUserCount': () => ok(1),
        'dashboard/getClientsCount': () => ok({ nuevos: 0, total: 0 }),
        'dashboard/getWashCount': () => ok([]),
        'reports/getMoneyToday': () =>
          ok({ currency: 'CLP', byCurrency: [], ticketsDone: 0, waiting: 0, lastWeek: { day: '2025-06-05', ticketsDone: 0, revenue: 0 } }),
      },
    },
    EM: { path: '/home/board', handlers: emptyBoardHandlers },
  } as const;

  it.each(['SA', 'AD', 'EM'] as const)('signs %s in, welcomes them and lands on their page', async (role) => {
    const landing = landingPages[role];
    const api = fakeApi({
      ...layoutHandlers,
      ...landing.handlers,
      'auth/login': () => loginReply(role),
      'organization/getOrganization': () => ownOrganization,
    });
    const { user, currentPath } = renderApp('/login');

    await fillAndSubmit(user, ' 12345678-5 ', 'secreto');

    await waitFor(() => expect(currentPath()).toBe(landing.path));
    expect(await screen.findByText('Bienvenido Ana Pérez')).toBeInTheDocument();
    expect(api.callsTo('auth/login')[0]?.body).toEqual({ email: '12345678-5', password: 'secreto' });
    expect(localStorage.getItem('role')).toBe(role);
    expect(localStorage.getItem('nombre')).toBe('Ana Pérez');
    expect(localStorage.getItem('onBoard')).toBe('false');
    expect(localStorage.getItem('token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('shows the server message when the credentials are refused', async () => {
    fakeApi({ 'auth/login': () => refused(401, 'Identificación o contraseña incorrecta.') });
    const { user, currentPath } = renderApp('/login');

    await fillAndSubmit(user, '12345678-5', 'equivocada');

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Identificación o contraseña incorrecta.')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says the service is unavailable when the network fails', async () => {
    fakeApi({ 'auth/login': () => 'network-failure' });
    const { user } = renderApp('/login');

    await fillAndSubmit(user, '12345678-5', 'secreto');

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Servicio no disponible, intente mas tarde')).toBeInTheDocument();
  });

  it('offers the password recovery page and shows the version', async () => {
    fakeApi({});
    const { user, currentPath } = renderApp('/login');

    expect(await screen.findByText('Versión 1.5.61')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '¿Olvidó su contraseña?' }));
    await waitFor(() => expect(currentPath()).toBe('/recovery'));
  });
});
