import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveBlob } from '../../../lib/export/saveFile';

import type { UserProfile } from '@lavado/shared/identity/user.schemas';
import { takeLoginNotice } from '../../../lib/session/loginNotice';
import { useSessionStore } from '../../../lib/session/sessionStore';
import { fakeApi, ok, refused, type FakeHandler } from '../../../testing/fakeApi';
import { heldAboutUser } from '../../../testing/heldAboutUser';
import { loadedDocument } from '../../../testing/fakeDocumentLoad';
import { fakeRealtime } from '../../../testing/fakeRealtime';
import { layoutHandlers } from '../../../testing/layoutApi';
import { renderApp, signInAs } from '../../../testing/renderApp';
import { clickWhenEnabled } from '../../../testing/clickWhenEnabled';

const storedProfile: UserProfile = {
  id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  employeeNumber: null,
  firstName: 'Ana',
  secondName: 'Rojas',
  identification: '12345678-5',
  email: 'ana@losandes.cl',
  phone: 912345678,
  role: 'AD',
  gender: 'F',
  organizationId: '7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  organizationName: 'Lavado Los Andes Centro',
  enable: 1,
  createdAt: '2025-03-09T02:30:00.000Z',
};

/** An API whose profile changes with each accepted update, like the real one. */
function profileApi(overrides: Record<string, FakeHandler> = {}) {
  let profile = storedProfile;
  return fakeApi({
    ...layoutHandlers,
    'user/getUserById': () => ok(profile),
    'user/updateUser': (body) => {
      profile = { ...profile, ...(body as { user: Partial<UserProfile> }).user };
      return ok({ status: true, msg: 'Datos actualizados.' });
    },
    'auth/logout': () => refused(401, 'Sesión expirada!'),
    ...overrides,
  });
}

async function openProfile() {
  signInAs('AD');
  const rendered = renderApp('/home/profile');
  await screen.findByRole('heading', { name: 'Ana Rojas' });
  return rendered;
}

const personalField = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const passwordField = (label: RegExp) => screen.getByLabelText(label);

/** The error a field announces (Mantine's PasswordInput describes its input by the error, not aria-invalid). */
function errorOf(field: HTMLElement): string | null {
  const errorId = field
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}

describe('profile: who the user is', () => {
  it("shows the name, the organization, the 'Registrado' date on Chile's calendar and Chile", async () => {
    profileApi();
    await openProfile();

    expect(screen.getByText('Lavado Los Andes Centro')).toBeInTheDocument();
    expect(screen.getByText('Registrado')).toBeInTheDocument();
    expect(screen.getByText('8/3/25')).toBeInTheDocument();
    expect(screen.getByText('Chile')).toBeInTheDocument();
  });

  it('previews a chosen picture and keeps or drops it locally, sending nothing', async () => {
    const api = profileApi();
    const { user } = await openProfile();
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'yo.png', { type: 'image/png' });
    const fileInput = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!fileInput) throw new Error('the picture chooser has no file input');

    await user.upload(fileInput, picture);
    const preview = await screen.findByRole('img', { name: 'Vista previa de la foto' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('img', { name: 'Vista previa de la foto' })).not.toBeInTheDocument();

    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]') ?? fileInput, picture);
    await screen.findByRole('img', { name: 'Vista previa de la foto' });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('img', { name: 'Ana Rojas' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    expect(api.calls.map((call) => call.path).filter((path) => path.startsWith('user/'))).toEqual(['user/getUserById']);
  });
});

describe('profile: personal information', () => {
  it('is read-only until Modificar; Cancelar reloads the profile and locks it again', async () => {
    const api = profileApi();
    const { user } = await openProfile();
    expect(personalField('Nombre')).toHaveValue('Ana');
    expect(personalField('Teléfono')).toHaveValue('912345678');
    expect(personalField('Nombre')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Modificar' }));
    expect(personalField('Nombre')).not.toHaveAttribute('readonly');
    await user.clear(personalField('Nombre'));
    await user.type(personalField('Nombre'), 'Anita');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(personalField('Nombre')).toHaveValue('Ana');
    expect(personalField('Nombre')).toHaveAttribute('readonly');
    await waitFor(() => expect(api.callsTo('user/getUserById')).toHaveLength(2));
    expect(api.callsTo('user/updateUser')).toEqual([]);
  });

  it("saves with Guardar: 'Actualizacion!' with the server's message, and the page shows the new data in place", async () => {
    const api = profileApi();
    const { user } = await openProfile();

    await user.click(screen.getByRole('button', { name: 'Modificar' }));
    await user.clear(personalField('Apellido'));
    await user.type(personalField('Apellido'), 'Rojas Vidal');
    await user.clear(personalField('Teléfono'));
    await user.type(personalField('Teléfono'), '987654321');
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Guardar' }));

    expect(within(await screen.findByRole('dialog', { name: 'Actualizacion!' })).getByText('Datos actualizados.')).toBeInTheDocument();
    expect(api.callsTo('user/updateUser')[0]?.body).toEqual({
      organizationId: useSessionStore.getState().session?.organization,
      user: { firstName: 'Ana', secondName: 'Rojas Vidal', email: 'ana@losandes.cl', phone: 987654321 },
    });
    expect(await screen.findByRole('heading', { name: 'Ana Rojas Vidal' })).toBeInTheDocument();
    expect(personalField('Apellido')).toHaveAttribute('readonly');
    expect(personalField('Teléfono')).toHaveValue('987654321');
  });

  it('points out an invalid phone and keeps Guardar disabled', async () => {
    const api = profileApi();
    const { user } = await openProfile();

    await user.click(screen.getByRole('button', { name: 'Modificar' }));
    await user.clear(personalField('Teléfono'));
    await user.type(personalField('Teléfono'), '012345678');
    await user.tab();

    expect(await screen.findByText('El telefono ingresado no es válido debe tener 9 dígitos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    expect(api.callsTo('user/updateUser')).toEqual([]);
  });

  it('gives a RUT to an account created without one, confirming with the password; the RUT shows formatted', async () => {
    const api = profileApi({ 'user/getUserById': () => ok({ ...storedProfile, identification: null }) });
    const { user } = await openProfile();

    expect(personalField('RUT')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Modificar' }));
    await user.type(personalField('RUT'), '111111111');
    await user.tab();
    expect(personalField('RUT')).toHaveValue('11.111.111-1');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await user.type(passwordField(/^Su contraseña, para confirmar el cambio/), 'mi-clave-1');
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('dialog', { name: 'Actualizacion!' })).toBeInTheDocument();
    expect(api.callsTo('user/updateUser')[0]?.body).toMatchObject({
      user: { email: 'ana@losandes.cl', identification: '11111111-1' },
      current: 'mi-clave-1',
    });
  });

  it("shows 'Error!' with the server's message when the update is refused, and stays editable", async () => {
    const api = profileApi({ 'user/updateUser': () => refused(409, 'El correo ya está registrado.') });
    const { user } = await openProfile();

    await user.click(screen.getByRole('button', { name: 'Modificar' }));
    await user.clear(personalField('Correo electrónico'));
    await user.type(personalField('Correo electrónico'), 'otra@losandes.cl');
    // A new e-mail asks for the password first.
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await user.type(passwordField(/^Su contraseña, para confirmar el cambio/), 'mi-clave-1');
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Guardar' }));

    expect(within(await screen.findByRole('dialog', { name: 'Error!' })).getByText('El correo ya está registrado.')).toBeInTheDocument();
    expect(api.callsTo('user/updateUser')[0]?.body).toMatchObject({ user: { email: 'otra@losandes.cl' }, current: 'mi-clave-1' });
    expect(personalField('Correo electrónico')).not.toHaveAttribute('readonly');
  });
});

describe('profile: password change', () => {
  async function fillPasswordChange(
    user: Awaited<ReturnType<typeof openProfile>>['user'],
    values: { current: string; newPassword: string; confirmation: string },
  ) {
    if (values.current) await user.type(passwordField(/^Contraseña actual/), values.current);
    await user.type(passwordField(/^Nueva contraseña/), values.newPassword);
    await user.type(passwordField(/^Confirmar contraseña/), values.confirmation);
    await user.tab();
  }
  const submitButton = () => screen.getByRole('button', { name: 'Cambiar contraseña' });

  it('needs the current password, 6 characters or more and a matching confirmation before it can be sent', async () => {
    const api = profileApi();
    const { user } = await openProfile();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText('Debe tener más de 6 caracteres.')).toBeInTheDocument();
    expect(errorOf(passwordField(/^Nueva contraseña/))).toBeNull();

    await fillPasswordChange(user, { current: '', newPassword: 'k9#xQz', confirmation: 'k9#xQz' });
    expect(submitButton()).toBeDisabled();

    await user.type(passwordField(/^Contraseña actual/), 'old-secret-1');
    await waitFor(() => expect(submitButton()).toBeEnabled());

    await user.type(passwordField(/^Confirmar contraseña/), '!');
    await waitFor(() => expect(errorOf(passwordField(/^Confirmar contraseña/))).toBe('Las contraseñas no coinciden.'));
    expect(submitButton()).toBeDisabled();

    await user.clear(passwordField(/^Nueva contraseña/));
    await user.type(passwordField(/^Nueva contraseña/), 'k9#xQ');
    await user.clear(passwordField(/^Confirmar contraseña/));
    await user.type(passwordField(/^Confirmar contraseña/), 'k9#xQ');
    await waitFor(() => expect(errorOf(passwordField(/^Nueva contraseña/))).toBe('Debe tener más de 6 caracteres.'));
    expect(submitButton()).toBeDisabled();
    expect(api.callsTo('auth/set-password')).toEqual([]);
  });

  it("sends current and new password, shows 'Contraseña cambiada!' with the server's message, then logs out", async () => {
    const api = profileApi({ 'auth/set-password': () => ok({ status: true, msg: 'Contraseña cambiada!' }) });
    const { user } = await openProfile();

    await fillPasswordChange(user, { current: 'old-secret-1', newPassword: 'k9#xQz-nueva', confirmation: 'k9#xQz-nueva' });
    await user.click(submitButton());

    await waitFor(() => expect(loadedDocument()).toBe('/login'));
    expect(takeLoginNotice(sessionStorage)).toEqual({ kind: 'success', title: 'Contraseña cambiada!', message: 'Contraseña cambiada!' });
    expect(api.callsTo('auth/set-password')[0]?.body).toEqual({
      organizationId: expect.any(String),
      current: 'old-secret-1',
      newPass: 'k9#xQz-nueva',
    });
    expect(useSessionStore.getState().session).toBeNull();
    expect(api.callsTo('auth/logout')).toHaveLength(1);
  });

  it("says 'Contraseña cambiada!', not 'Sesión expirada!', when the socket announces the session's end before the answer", async () => {
    profileApi({
      'auth/set-password': () => {
        act(() => fakeRealtime.current().endSession({ reason: 'ended' }));
        return ok({ status: true, msg: 'Contraseña cambiada!' });
      },
    });
    const { user } = await openProfile();
    await waitFor(() => expect(() => fakeRealtime.current()).not.toThrow());
    act(() => fakeRealtime.current().acceptHandshake());

    await fillPasswordChange(user, { current: 'old-secret-1', newPassword: 'k9#xQz-nueva', confirmation: 'k9#xQz-nueva' });
    await user.click(submitButton());

    // Taking the notice removes it: a 'Sesión expirada!' left first is gone when the change's is left.
    await waitFor(() => expect(takeLoginNotice(sessionStorage)).toMatchObject({ kind: 'success', title: 'Contraseña cambiada!' }));
    expect(loadedDocument()).toBe('/login');
    expect(useSessionStore.getState().session).toBeNull();
  });

  it("shows 'Error' with the server's message for a wrong current password and keeps the session", async () => {
    profileApi({ 'auth/set-password': () => refused(400, 'La contraseña actual es incorrecta.') });
    const { user, currentPath } = await openProfile();

    await fillPasswordChange(user, { current: 'wrong-one', newPassword: 'k9#xQz-nueva', confirmation: 'k9#xQz-nueva' });
    await user.click(submitButton());

    expect(
      within(await screen.findByRole('dialog', { name: 'Error' })).getByText('La contraseña actual es incorrecta.'),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/home/profile');
    expect(useSessionStore.getState().session).not.toBeNull();
  });
});

describe('Descargar mis datos', () => {
  it('downloads the signed-in user’s own data as JSON, asking no motive', async () => {
    vi.mocked(saveBlob).mockClear();
    const api = profileApi({ 'privacy/exportOwnData': () => ok(heldAboutUser(storedProfile.id)) });
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Descargar mis datos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descargar mis datos' });
    expect(within(dialog).queryByLabelText('Motivo')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Descargar JSON' }));

    await waitFor(() => expect(api.callsTo('privacy/exportOwnData')).toHaveLength(1));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(api.callsTo('privacy/exportOwnData').map((call) => call.body)).toEqual([
      { organizationId: useSessionStore.getState().session?.organization },
    ]);
    const [blob, fileName] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(fileName).toBe('datos-usuario-ana-rojas.json');
    expect(JSON.parse(await blob.text())).toMatchObject({ account: { id: storedProfile.id, email: 'ana@lavado.cl' } });
  });
});
