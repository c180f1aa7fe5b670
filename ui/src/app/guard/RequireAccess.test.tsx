import { emptyLaneTotals } from '@lavado/shared/wash/board';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { takeLoginNotice } from '../../lib/session/loginNotice';
import { fakeApi, ok, refused } from '../../testing/fakeApi';
import { fakeDocumentLoad, loadedDocument } from '../../testing/fakeDocumentLoad';
import { fakeRealtime } from '../../testing/fakeRealtime';
import { renderApp, signInAs } from '../../testing/renderApp';

/** The board, where refused roles land, is empty. */
const emptyBoard = () => ok({ tickets: [], totals: emptyLaneTotals() });

const anOrganization = ok({
  id: '4f7a2b8e-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Lavado Los Andes',
  identification: '12345678-5',
  domain: 'losandes.cl',
  enable: 1,
  organizationId: null,
  expirateAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('route guard', () => {
  it('sends a visitor without a token to the login page, a document of its own, in place of the one asked for', async () => {
    fakeApi({});
    renderApp('/home/profile');

    await waitFor(() => expect(fakeDocumentLoad).toHaveBeenCalledWith('/login', { replace: true }));
    expect(takeLoginNotice(sessionStorage)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Perfil' })).toBeNull();
  });

  it('sends a role missing from the route list to the board', async () => {
    fakeApi({
      'organization/getOrganization': () => anOrganization,
      'wash/getWashTicketByOrganizationId': emptyBoard,
      'wash/getStateThresholds': () => ok([]),
    });
    signInAs('EM');
    const { currentPath } = renderApp('/admin/organizations');

    expect(await screen.findByRole('heading', { name: 'Tablero' })).toBeInTheDocument();
    expect(currentPath()).toBe('/home/board');
  });

  it('keeps the super admin out of the AD dashboard', async () => {
    // The super admin's board lists the organizations whose past boards they may look at.
    fakeApi({ 'admin/getOrganization': () => ok([]) });
    signInAs('SA');
    const { currentPath } = renderApp('/home');

    expect(await screen.findByRole('heading', { name: 'Tablero' })).toBeInTheDocument();
    expect(currentPath()).toBe('/home/board');
  });

  it('opens a route to a listed role, with the organization name beside the brand', async () => {
    fakeApi({
      'organization/getOrganization': () => anOrganization,
      'employee/getOrganizationEmployees': () => ok([]),
      'employee/getInvitations': () => ok([]),
    });
    signInAs('AD');
    const { currentPath } = renderApp('/home/employees');

    expect(await screen.findByRole('heading', { name: 'Empleados' })).toBeInTheDocument();
    expect(await screen.findByText('Lavado Los Andes')).toBeInTheDocument();
    expect(currentPath()).toBe('/home/employees');
  });

  it("ends an expired session and loads the login page, leaving it 'Sesión expirada!' and why", async () => {
    fakeApi({});
    signInAs('AD', { expiresInSeconds: -5 });
    renderApp('/home');

    await waitFor(() => expect(loadedDocument()).toBe('/login'));
    expect(takeLoginNotice(sessionStorage)).toEqual({
      kind: 'info',
      title: 'Sesión expirada!',
      message: expect.stringMatching(/\S/),
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('checks expiry again on every route change', async () => {
    fakeApi({
      'organization/getOrganization': () => anOrganization,
      'wash/getWashTicketByOrganizationId': emptyBoard,
      'wash/getStateThresholds': () => ok([]),
    });
    signInAs('EM', { expiresInSeconds: 60 });
    const { router } = renderApp('/home/board');
    expect(await screen.findByRole('heading', { name: 'Tablero' })).toBeInTheDocument();

    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    await router.navigate('/home/profile');

    await waitFor(() => expect(loadedDocument()).toBe('/login'));
    expect(takeLoginNotice(sessionStorage)).toMatchObject({ title: 'Sesión expirada!' });
  });

  it("ends the session when the API answers 401, with 'Sesión expirada!'", async () => {
    fakeApi({ 'admin/getOrganization': () => refused(401, 'Sesión expirada!') });
    signInAs('SA');
    renderApp('/admin/organizations');

    await waitFor(() => expect(loadedDocument()).toBe('/login'));
    expect(takeLoginNotice(sessionStorage)).toMatchObject({ title: 'Sesión expirada!' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("says why the server closed the session: 'Sesión expirada!' with the 401's reason", async () => {
    const sessionEnd = { reason: 'idle', message: 'La sesión se cerró tras 15 minutos sin actividad.' };
    fakeApi({
      'admin/getOrganization': () => ({
        status: 401,
        body: { status: 401, msg: 'Sesión expirada!', error: 'Sesión expirada!', sessionEnd },
      }),
    });
    signInAs('SA');
    renderApp('/admin/organizations');

    await waitFor(() => expect(loadedDocument()).toBe('/login'));
    expect(takeLoginNotice(sessionStorage)).toEqual({
      kind: 'info',
      title: 'Sesión expirada!',
      message: 'La sesión se cerró tras 15 minutos sin actividad.',
    });
  });

  it('says why when the realtime gateway ends the session (blocked by an administrator)', async () => {
    fakeApi({ 'admin/getOrganization': () => ok([]) });
    signInAs('SA');
    renderApp('/admin/organizations');
    await waitFor(() => expect(() => fakeRealtime.current()).not.toThrow());
    act(() => fakeRealtime.current().acceptHandshake());
    act(() =>
      fakeRealtime.current().endSession({
        reason: 'ended',
        end: { reason: 'deactivated', message: 'Su usuario fue bloqueado por un administrador.' },
      }),
    );

    await waitFor(() => expect(loadedDocument()).toBe('/login'));
    expect(takeLoginNotice(sessionStorage)).toMatchObject({
      title: 'Sesión expirada!',
      message: 'Su usuario fue bloqueado por un administrador.',
    });
  });

  it.each(['/home/records', '/home/new-record', '/home/clients'])(
    'keeps the SA, who has no organization, out of %s (the board instead)',
    async (path) => {
      fakeApi({ 'admin/getOrganization': () => ok([]) });
      signInAs('SA');
      const { currentPath } = renderApp(path);
      await waitFor(() => expect(currentPath()).toBe('/home/board'));
    },
  );
});
