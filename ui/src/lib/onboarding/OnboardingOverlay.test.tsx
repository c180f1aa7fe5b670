import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PARAMETERS } from '@lavado/shared/settings/settings.schemas';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, refused, type FakeHandler } from '../../testing/fakeApi';
import { layoutHandlers } from '../../testing/layoutApi';
import { renderApp, signInAs } from '../../testing/renderApp';
import type { Role } from '../session/roles';
import { useSessionStore } from '../session/sessionStore';

const WELCOME = 'Bienvenido a Lavado';

function shellApi({ onboarding = true, overrides = {} }: { onboarding?: boolean; overrides?: Record<string, FakeHandler> } = {}) {
  return fakeApi({
    ...layoutHandlers,
    'setting/getAplicationParameters': () => ok([{ ...DEFAULT_PARAMETERS, onboarding }]),
    'onBoard/setOnBoardStatus': () => ok({ status: true }),
    ...overrides,
  });
}

/** Signs `role` in with the onboarding not yet closed (onBoard false) and opens a page without calls of its own. */
function openShell(role: Role, { onBoard = false } = {}) {
  signInAs(role);
  useSessionStore.getState().setOnBoard(onBoard);
  return renderApp('/home/booking');
}

async function parametersRead(api: ReturnType<typeof shellApi>) {
  await screen.findByText('Servicio no disponible');
  await waitFor(() => expect(api.callsTo('setting/getAplicationParameters')).toHaveLength(1));
}

describe('onboarding overlay', () => {
  it('shows the three slides to a user who has not closed it; Cerrar sends state 1 and it stays closed', async () => {
    const api = shellApi();
    const { user } = openShell('AD');

    const welcome = await screen.findByRole('dialog', { name: WELCOME });
    for (const title of ['Menú superior', 'Perfil', 'Soporte'])
      expect(await within(welcome).findByRole('heading', { name: title })).toBeInTheDocument();
    // Its controls speak Spanish to a screen reader too.
    expect(within(welcome).getByRole('button', { name: 'Diapositiva siguiente' })).toBeInTheDocument();
    expect(within(welcome).getByRole('tab', { name: 'Ir a la diapositiva 2' })).toBeInTheDocument();
    await user.click(within(welcome).getByRole('button', { name: 'Cerrar' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: WELCOME })).not.toBeInTheDocument());
    expect(api.callsTo('onBoard/setOnBoardStatus').map((call) => call.body)).toEqual([{ state: 1 }]);
    expect(useSessionStore.getState().session?.onBoard).toBe(true);
    expect(localStorage.getItem('onBoard')).toBe('true');
  });

  it('comes back with Ayuda, without asking the server', async () => {
    const api = shellApi();
    const { user } = openShell('EM', { onBoard: true });
    await parametersRead(api);
    expect(screen.queryByRole('dialog', { name: WELCOME })).not.toBeInTheDocument();

    // The top bar's Ayuda; the narrow screens' menu repeats it.
    const [help] = screen.getAllByRole('button', { name: 'Ayuda' });
    if (!help) throw new Error('the top bar has no Ayuda');
    await user.click(help);

    expect(await screen.findByRole('dialog', { name: WELCOME })).toBeInTheDocument();
    expect(localStorage.getItem('onBoard')).toBe('false');
    expect(api.callsTo('onBoard/setOnBoardStatus')).toEqual([]);
  });

  it('is not shown while the platform flag is off', async () => {
    const api = shellApi({ onboarding: false });
    openShell('AD');
    await parametersRead(api);
    expect(screen.queryByRole('dialog', { name: WELCOME })).not.toBeInTheDocument();
  });

  it('comes back with Ayuda even while the platform flag is off (the flag only governs the first showing)', async () => {
    const api = shellApi({ onboarding: false });
    const { user } = openShell('EM', { onBoard: true });
    await parametersRead(api);
    expect(screen.queryByRole('dialog', { name: WELCOME })).not.toBeInTheDocument();

    const [help] = screen.getAllByRole('button', { name: 'Ayuda' });
    if (!help) throw new Error('the top bar has no Ayuda');
    await user.click(help);
    const welcome = await screen.findByRole('dialog', { name: WELCOME });
    await user.click(within(welcome).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: WELCOME })).not.toBeInTheDocument());
  });

  it('is never shown to the super admin', async () => {
    const api = shellApi();
    openShell('SA');
    await parametersRead(api);
    expect(screen.queryByRole('dialog', { name: WELCOME })).not.toBeInTheDocument();
  });

  it('stays open when closing fails, with the error', async () => {
    shellApi({ overrides: { 'onBoard/setOnBoardStatus': () => refused(404, 'El usuario no existe.') } });
    const { user } = openShell('AD');

    await user.click(within(await screen.findByRole('dialog', { name: WELCOME })).getByRole('button', { name: 'Cerrar' }));

    expect(within(await screen.findByRole('dialog', { name: 'Error!' })).getByText('El usuario no existe.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: WELCOME })).toBeInTheDocument();
    expect(useSessionStore.getState().session?.onBoard).toBe(false);
  });
});
