import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, refused } from '../testing/fakeApi';
import { fakeToken } from '../testing/fakeToken';
import { leaveLoginNotice } from '../lib/session/loginNotice';
import { readStoredSession } from '../lib/session/storedSession';
import { takeWelcome } from '../lib/session/welcome';
import { startAuthPages } from './authPages';

const organizationId = '4f7a2b8e-1c3d-4e5f-8a9b-0c1d2e3f4a5b';

function open(path: string) {
  history.replaceState(null, '', path);
  document.body.replaceChildren();
  const root = document.createElement('div');
  document.body.append(root);
  const leave = vi.fn<(path: string) => void>();
  startAuthPages(root, { leave });
  return { leave, user: userEvent.setup() };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the login page of its own small entry', () => {
  it('asks for the identification first, sends nothing, and OK closes the dialog', async () => {
    const api = fakeApi({});
    const { user } = open('/login');

    await user.type(screen.getByLabelText('Contraseña'), 'secreto');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    const dialog = screen.getByRole('dialog', { name: 'Faltan Campos!' });
    expect(within(dialog).getByText('Ingrese Identificacion!')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for the password when only the identification is given', async () => {
    const api = fakeApi({});
    const { user } = open('/login');

    await user.type(screen.getByLabelText('Identificacion'), '12345678-5');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(within(screen.getByRole('dialog', { name: 'Faltan Campos!' })).getByText('Ingrese Contraseña!')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('signs in: sends the trimmed identification, stores the session as the app reads it, leaves the welcome and goes home', async () => {
    const token = fakeToken('AD', 3600);
    const api = fakeApi({
      'auth/login': () => ok({ status: true, token, onBoard: false, usuario: { nombre: 'Ana Pérez', role: 'AD', organizationId } }),
    });
    const { user, leave } = open('/login');

    await user.type(screen.getByLabelText('Identificacion'), ' 12345678-5 ');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith('/home'));
    expect(api.callsTo('auth/login')).toEqual([
      { path: 'auth/login', body: { email: '12345678-5', password: 'secreto' }, authorization: null },
    ]);
    expect(readStoredSession(localStorage)).toEqual({
      token,
      onBoard: false,
      nombre: 'Ana Pérez',
      role: 'AD',
      organization: organizationId,
    });
    expect(takeWelcome(sessionStorage)).toBe('Bienvenido Ana Pérez');
  });

  it('presents the product and shows the version, on the login and on the recovery', async () => {
    const { user } = open('/login');

    expect(screen.getByRole('heading', { name: 'Lavado' })).toBeInTheDocument();
    expect(screen.getByText('Sistema de gestión para pequeñas y medianas empresas')).toBeInTheDocument();
    expect(screen.getByText('Versión 1.5.61')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '¿Olvidó su contraseña?' }));
    expect(screen.getByText('Versión 1.5.61')).toBeInTheDocument();
  });

  it.each(['EM', 'SU', 'US'] as const)(
    'sends %s home, where the app shows them the board, with the onboarding state stored',
    async (role) => {
      fakeApi({
        'auth/login': () =>
          ok({ status: true, token: fakeToken(role, 3600), onBoard: true, usuario: { nombre: 'Pedro', role, organizationId } }),
      });
      const { user, leave } = open('/login');

      await user.type(screen.getByLabelText('Identificacion'), '12345678-5');
      await user.type(screen.getByLabelText('Contraseña'), 'secreto');
      await user.click(screen.getByRole('button', { name: 'Ingresar' }));

      await waitFor(() => expect(leave).toHaveBeenCalledWith('/home'));
      expect(readStoredSession(localStorage)).toMatchObject({ role, onBoard: true, nombre: 'Pedro' });
    },
  );

  it('sends the super admin to the admin area', async () => {
    fakeApi({
      'auth/login': () =>
        ok({ status: true, token: fakeToken('SA', 3600), onBoard: true, usuario: { nombre: 'Root', role: 'SA', organizationId: null } }),
    });
    const { user, leave } = open('/login');

    await user.type(screen.getByLabelText('Identificacion'), 'admin');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith('/admin'));
  });

  it("shows the server's refusal under 'Error!', stores nothing, and the button works again", async () => {
    fakeApi({ 'auth/login': () => refused(401, 'Identificación o contraseña incorrecta.') });
    const { user, leave } = open('/login');

    await user.type(screen.getByLabelText('Identificacion'), '12345678-5');
    await user.type(screen.getByLabelText('Contraseña'), 'mala');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(within(dialog).getByText('Identificación o contraseña incorrecta.')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
    expect(readStoredSession(localStorage)).toBeNull();
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
  });

  it('says the service is unavailable when the API cannot be reached', async () => {
    fakeApi({ 'auth/login': () => 'network-failure' });
    const { user } = open('/login');

    await user.type(screen.getByLabelText('Identificacion'), '12345678-5');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByRole('dialog', { name: 'Error!' })).toBeInTheDocument();
  });

  it('shows and hides the password, the toggle saying what it will do', async () => {
    const { user } = open('/login');
    const password = screen.getByLabelText('Contraseña');

    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('the recovery page of the same entry', () => {
  it("opens from '¿Olvidó su contraseña?' in place, and 'Volver' returns to the login", async () => {
    const { user } = open('/login');

    await user.click(screen.getByRole('link', { name: '¿Olvidó su contraseña?' }));
    expect(screen.getByRole('heading', { name: 'Recuperar contraseña' })).toBeInTheDocument();
    expect(location.pathname).toBe('/recovery');

    await user.click(screen.getByRole('link', { name: 'Volver' }));
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(location.pathname).toBe('/login');
  });

  it('checks the field with the server schema before sending, and clears the error once typed', async () => {
    const api = fakeApi({});
    const { user } = open('/recovery');
    const field = screen.getByLabelText('Identificacion');

    await user.click(screen.getByRole('button', { name: 'Recuperar' }));
    expect(screen.getByText('Ingrese Identificacion!')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);

    await user.type(field, 'ana');
    expect(screen.queryByText('Ingrese Identificacion!')).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it("sends the request, says 'Correo Enviado!' with the server's words and shows the login", async () => {
    const api = fakeApi({ 'auth/recovery': () => ok({ status: true, msg: 'Si la cuenta existe, le enviamos un enlace.' }) });
    const { user } = open('/recovery');

    await user.type(screen.getByLabelText('Identificacion'), ' ana@example.com ');
    await user.click(screen.getByRole('button', { name: 'Recuperar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Correo Enviado!' });
    expect(within(dialog).getByText('Si la cuenta existe, le enviamos un enlace.')).toBeInTheDocument();
    expect(api.callsTo('auth/recovery').map((call) => call.body)).toEqual([{ user: 'ana@example.com' }]);
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(location.pathname).toBe('/login');
  });
});

describe('what the page sends', () => {
  it('signs in and asks for a link without an Idempotency-Key: the server would keep a hash of the body, a password, beside it', async () => {
    fakeApi({
      'auth/login': () => refused(401, 'Identificación o contraseña incorrecta.'),
      'auth/recovery': () => ok({ status: true, msg: 'Si la cuenta existe, le enviamos un enlace.' }),
    });
    const sent = vi.spyOn(globalThis, 'fetch');
    const { user } = open('/login');

    await user.type(screen.getByLabelText('Identificacion'), 'ana');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Error!' })).getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('link', { name: '¿Olvidó su contraseña?' }));
    await user.type(screen.getByLabelText('Identificacion'), 'ana');
    await user.click(screen.getByRole('button', { name: 'Recuperar' }));
    await screen.findByRole('dialog', { name: 'Correo Enviado!' });

    const headers = sent.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(headers).toHaveLength(2);
    for (const header of headers) expect([header.get('Idempotency-Key'), header.get('Authorization')]).toEqual([null, null]);
  });
});

describe('what the app leaves for the login page when it sends the user there', () => {
  it("opens with 'Sesión expirada!' and why, once: a reload shows the login alone", async () => {
    leaveLoginNotice(sessionStorage, {
      kind: 'info',
      title: 'Sesión expirada!',
      message: 'La sesión se cerró tras 15 minutos sin actividad.',
    });
    const { user } = open('/login');

    const dialog = screen.getByRole('dialog', { name: 'Sesión expirada!' });
    expect(within(dialog).getByText('La sesión se cerró tras 15 minutos sin actividad.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    open('/login');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens with the warning of a set-password link without its token, a title alone', () => {
    leaveLoginNotice(sessionStorage, { kind: 'warning', title: 'No existe token para recuperar contraseña!' });
    open('/login');

    expect(screen.getByRole('dialog', { name: 'No existe token para recuperar contraseña!' })).toBeInTheDocument();
  });

  it('opens without a dialog when what is stored is not a notice', () => {
    sessionStorage.setItem('loginNotice', '{"kind":"script","title":1}');
    open('/login');
    expect(screen.queryByRole('dialog')).toBeNull();

    sessionStorage.setItem('loginNotice', 'not json');
    open('/login');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
