import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { takeLoginNotice } from '../../../lib/session/loginNotice';
import { fakeApi, ok, refused } from '../../../testing/fakeApi';
import { loadedDocument } from '../../../testing/fakeDocumentLoad';
import { renderApp, signInAs } from '../../../testing/renderApp';
import { clickWhenEnabled } from '../../../testing/clickWhenEnabled';

const LINK_TOKEN = 'kq3vRz0bX9yT4mW8nL2pH6sD1fG5jA7c';

/** The error a field announces (Mantine's PasswordInput describes its input by the error, not aria-invalid). */
function errorOf(field: HTMLElement): string | null {
  const errorId = field
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}

async function fillPasswords(user: ReturnType<typeof renderApp>['user'], password: string, confirmation: string) {
  await user.type(await screen.findByLabelText(/^Nueva contraseña/), password);
  await user.type(screen.getByLabelText(/^Confirmar contraseña/), confirmation);
  await user.tab();
}

describe('reset', () => {
  it("without a token warns 'No existe token para recuperar contraseña!' and goes to login", async () => {
    const api = fakeApi({});
    renderApp('/reset');

    await waitFor(() => expect(loadedDocument()).toBe('/login'));
    expect(takeLoginNotice(sessionStorage)).toEqual({ kind: 'warning', title: 'No existe token para recuperar contraseña!' });
    expect(api.calls).toEqual([]);
  });

  it('takes the token out of the address at once', async () => {
    fakeApi({});
    const { router } = renderApp(`/reset?token=${LINK_TOKEN}`);

    expect(await screen.findByLabelText(/^Nueva contraseña/)).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/reset', search: '' });
  });

  it('keeps the button disabled under 6 characters and while the confirmation differs', async () => {
    const api = fakeApi({});
    const { user } = renderApp(`/reset?token=${LINK_TOKEN}`);
    const submit = await screen.findByRole('button', { name: 'Cambiar contraseña' });
    expect(submit).toBeDisabled();

    await fillPasswords(user, 'k9#xQ', 'k9#xQ');
    await waitFor(() => expect(errorOf(screen.getByLabelText(/^Nueva contraseña/))).toBe('Debe tener más de 6 caracteres.'));
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'z');
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'z');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByText('Las contraseñas no coinciden.')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("sends the new password with the link's token as the bearer, even over a session, then goes to login", async () => {
    signInAs('AD');
    const api = fakeApi({
      'auth/reset': () =>
        ok({
          status: true,
          user: { nombre: 'Ana Rojas', ingreso: 'Para ingresar use su RUT 15.234.567-4 (o su correo ana@lavado.cl) y su contraseña.' },
        }),
    });
    const { user } = renderApp(`/reset?token=${LINK_TOKEN}`);

    await fillPasswords(user, 'k9#xQz-lavado', 'k9#xQz-lavado');
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Cambiar contraseña' }));

    await waitFor(() => expect(loadedDocument()).toBe('/login'));
    expect(takeLoginNotice(sessionStorage)).toEqual({
      kind: 'success',
      title: 'Contraseña cambiada!',
      message:
        'Ana Rojas, ya puede ingresar con su nueva contraseña. Para ingresar use su RUT 15.234.567-4 (o su correo ana@lavado.cl) y su contraseña.',
    });
    expect(api.callsTo('auth/reset')).toEqual([
      { path: 'auth/reset', body: { password: 'k9#xQz-lavado' }, authorization: `Bearer ${LINK_TOKEN}` },
    ]);
  });

  it("offers 'Volver', a link that loads the login page", async () => {
    fakeApi({});
    renderApp(`/reset?token=${LINK_TOKEN}`);

    expect(await screen.findByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's message for an invalid or expired link and stays", async () => {
    fakeApi({ 'auth/reset': () => refused(400, 'El enlace no es válido o expiró, solicite uno nuevo.') });
    const { user, currentPath } = renderApp(`/reset?token=${LINK_TOKEN}`);

    await fillPasswords(user, 'k9#xQz-lavado', 'k9#xQz-lavado');
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Cambiar contraseña' }));

    const error = await screen.findByRole('dialog', { name: 'Error!' });
    expect(within(error).getByText('El enlace no es válido o expiró, solicite uno nuevo.')).toBeInTheDocument();
    expect(currentPath()).toBe('/reset');
  });
});
