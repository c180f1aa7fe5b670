import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { networkMessages } from '@lavado/shared/messages/common';
import { useState } from 'react';
import { Link, MemoryRouter, Outlet, useRoutes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query/queryClient';
import { AppProviders } from './AppProviders';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('a chunk missing after a deploy');
}

/** State that a remount would lose. */
function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`Contados: ${count}`}</button>;
}

function Routed() {
  return useRoutes([
    {
      element: (
        <>
          <Link to="/fine">Una página</Link>
          <Link to="/other">Otra página</Link>
          <RouteErrorBoundary>
            <Counter />
            <Outlet />
          </RouteErrorBoundary>
        </>
      ),
      children: [
        { path: '/broken', element: <Broken /> },
        { path: '/fine', element: <p>Todo bien</p> },
        { path: '/other', element: <p>También bien</p> },
      ],
    },
  ]);
}

function renderAt(path: string) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routed />
      </MemoryRouter>
    </AppProviders>,
  );
  return userEvent.setup({ delay: null });
}

// React reports each caught error on the console; the screen is what the tests read.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

describe('the pages’ error boundary (on the declarative router, as the app runs)', () => {
  it('shows the error page in place of a page that fails to render, until the next navigation', async () => {
    const user = renderAt('/broken');
    expect(await screen.findByText(networkMessages.unexpected)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Una página' }));
    expect(await screen.findByText('Todo bien')).toBeInTheDocument();
    expect(screen.queryByText(networkMessages.unexpected)).not.toBeInTheDocument();
  });

  it('keeps what it holds mounted across navigations', async () => {
    const user = renderAt('/fine');
    await user.click(await screen.findByRole('button', { name: 'Contados: 0' }));
    await user.click(screen.getByRole('link', { name: 'Otra página' }));

    expect(await screen.findByText('También bien')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contados: 1' })).toBeInTheDocument();
  });
});
