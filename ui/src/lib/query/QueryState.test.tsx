import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState } from './QueryState';

const failureText = 'No se pudieron cargar las frutas.';

function Fruits({ load, failureText }: { load: () => Promise<string[]>; failureText?: string }) {
  const query = useQuery({ queryKey: ['fruits'], queryFn: load });
  return (
    <QueryState query={query} failureText={failureText}>
      {(fruits) => <p>{fruits.join(', ')}</p>}
    </QueryState>
  );
}

function renderFruits(load: () => Promise<string[]>, withFailureText = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <Fruits load={load} failureText={withFailureText ? failureText : undefined} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return queryClient;
}

describe('QueryState', () => {
  it('shows the page loader, and nothing else, while the query is pending', () => {
    renderFruits(() => new Promise(() => {}));

    expect(screen.getByLabelText('Cargando...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('renders the loaded data through its children', async () => {
    renderFruits(() => Promise.resolve(['Manzana', 'Pera']));

    expect(await screen.findByText('Manzana, Pera')).toBeInTheDocument();
    expect(screen.queryByLabelText('Cargando...')).not.toBeInTheDocument();
  });

  it('shows the failure with Reintentar, which asks again and then shows the data', async () => {
    const load = vi.fn<() => Promise<string[]>>().mockRejectedValueOnce(new Error('down')).mockResolvedValue(['Manzana']);
    renderFruits(load);

    expect(await screen.findByText(failureText)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByText('Manzana')).toBeInTheDocument();
    expect(screen.queryByText(failureText)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows only the failure, not the data loaded before, when a refresh fails', async () => {
    const load = vi.fn<() => Promise<string[]>>().mockResolvedValueOnce(['Manzana']).mockRejectedValue(new Error('down'));
    const queryClient = renderFruits(load);
    expect(await screen.findByText('Manzana')).toBeInTheDocument();

    await act(() => queryClient.refetchQueries({ queryKey: ['fruits'] }));

    expect(await screen.findByText(failureText)).toBeInTheDocument();
    expect(screen.queryByText('Manzana')).not.toBeInTheDocument();
  });

  it('shows only the retry button when the page has no failure text', async () => {
    renderFruits(() => Promise.reject(new Error('down')), false);

    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByText(failureText)).not.toBeInTheDocument();
  });
});
