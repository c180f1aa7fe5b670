import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { appRoutes } from '../app/routes';
import { createQueryClient } from '../lib/query/queryClient';
import type { Role } from '../lib/session/roles';
import { useSessionStore } from '../lib/session/sessionStore';
import { fakeToken } from './fakeToken';

/** Renders the whole app (routes, guards, providers) at `path`, as a browser would. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup({ delay: null });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user, currentPath: () => router.state.location.pathname };
}

export function signInAs(role: Role, { expiresInSeconds = 3600 } = {}) {
  useSessionStore.getState().signIn({
    token: fakeToken(role, expiresInSeconds),
    onBoard: true,
    nombre: `Usuario ${role}`,
    role,
    organization: role === 'SA' ? null : crypto.randomUUID(),
  });
}
