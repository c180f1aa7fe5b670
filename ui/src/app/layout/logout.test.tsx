import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { takeLoginNotice } from '../../lib/session/loginNotice';
import { useSessionStore } from '../../lib/session/sessionStore';
import { emptyBoardHandlers } from '../../testing/boardApi';
import { fakeApi, ok, refused } from '../../testing/fakeApi';
import { fakeDocumentLoad } from '../../testing/fakeDocumentLoad';
import { layoutHandlers } from '../../testing/layoutApi';
import { renderApp, signInAs } from '../../testing/renderApp';

describe("'Cerrar sesión'", () => {
  it.each([
    ['the server ends the session', () => ok({ status: true })],
    ['the server no longer knows it', () => refused(401, 'Sesión expirada!')],
  ])('ends the session, clears the browser and loads the login page in place of the app (%s)', async (_, answer) => {
    const api = fakeApi({ ...layoutHandlers, ...emptyBoardHandlers, 'auth/logout': answer });
    signInAs('EM');
    const { user } = renderApp('/home/board');

    // The top bar's, and the mobile menu's copy of it.
    const [logout] = await screen.findAllByRole('button', { name: 'Cerrar sesión' });
    await user.click(logout!);

    await waitFor(() => expect(fakeDocumentLoad).toHaveBeenCalledWith('/login', { replace: true }));
    expect(api.callsTo('auth/logout')).toHaveLength(1);
    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(takeLoginNotice(sessionStorage)).toBeNull();
  });
});
