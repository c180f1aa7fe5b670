import { render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadPagesAt } from './lazyPage';

function page(text: string) {
  const load = vi.fn(async () => ({ Page: () => <p>{text}</p> }));
  return { load, Page: lazyPage(load, 'Page') };
}

const Guard = ({ children }: { children: ReactNode }) => <section>{children}</section>;

function table() {
  const layout = page('Marco');
  const board = page('Tablero');
  const records = page('Registros');
  const routes: RouteObject[] = [
    {
      element: (
        <Guard>
          <layout.Page />
        </Guard>
      ),
      children: [
        { path: '/home/board', element: <board.Page /> },
        {
          path: '/home/records',
          element: (
            <Guard>
              <records.Page />
            </Guard>
          ),
        },
      ],
    },
  ];
  return { routes, layout, board, records };
}

describe('preloadPagesAt', () => {
  it("starts loading the pages the route table draws at the address, through the guards around them, and no other's", () => {
    const { routes, layout, board, records } = table();
    preloadPagesAt(routes, '/home/records');
    expect([layout.load, records.load, board.load].map((load) => load.mock.calls.length)).toEqual([1, 1, 0]);
  });

  it('loads each page once: drawing it afterwards waits for the same load', async () => {
    const { routes, board } = table();
    preloadPagesAt(routes, '/home/board');
    preloadPagesAt(routes, '/home/board');
    function Routes() {
      return useRoutes(routes.map((route) => ({ ...route, element: <Outlet /> })));
    }
    render(
      <MemoryRouter initialEntries={['/home/board']}>
        <Suspense fallback={null}>
          <Routes />
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Tablero')).toBeInTheDocument();
    expect(board.load).toHaveBeenCalledTimes(1);
  });
});
