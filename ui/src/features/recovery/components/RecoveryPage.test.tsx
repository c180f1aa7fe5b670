import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, refused } from '../../../testing/fakeApi';
import { renderApp } from '../../../testing/renderApp';

const neutralAnswer = 'Si la cuenta existe, enviamos un correo con las instrucciones.';

describe('recovery', () => {
  it("asks for the identification: 'Ingrese Identificacion!' and nothing sent", async () => {
    const api = fakeApi({});
    const { user } = renderApp('/recovery');

    await user.click(await screen.findByRole('button', { name: 'Recuperar' }));

    expect(await screen.findByText('Ingrese Identificacion!')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("sends the identification and shows 'Correo Enviado!' with the server's message, then login", async () => {
    const api = fakeApi({ 'auth/recovery': () => ok({ status: true, msg: neutralAnswer }) });
    const { user, currentPath } = renderApp('/recovery');

    await user.type(await screen.findByLabelText('Identificacion'), '  12345678-5 ');
    await user.click(screen.getByRole('button', { name: 'Recuperar' }));

    expect(within(await screen.findByRole('dialog', { name: 'Correo Enviado!' })).getByText(neutralAnswer)).toBeInTheDocument();
    expect(api.callsTo('auth/recovery').map((call) => call.body)).toEqual([{ user: '12345678-5' }]);
    expect(currentPath()).toBe('/login');
  });

  it("shows the server's refusal (too many requests) and stays", async () => {
    fakeApi({ 'auth/recovery': () => refused(429, 'Demasiados intentos, espere un momento.') });
    const { user, currentPath } = renderApp('/recovery');

    await user.type(await screen.findByLabelText('Identificacion'), 'ana');
    await user.click(screen.getByRole('button', { name: 'Recuperar' }));

    expect(
      within(await screen.findByRole('dialog', { name: 'Error!' })).getByText('Demasiados intentos, espere un momento.'),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/recovery');
  });

  it('goes back to login with Volver', async () => {
    fakeApi({});
    const { user, currentPath } = renderApp('/recovery');

    await user.click(await screen.findByRole('link', { name: 'Volver' }));

    expect(currentPath()).toBe('/login');
  });
});
