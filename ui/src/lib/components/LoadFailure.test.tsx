import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailure } from './LoadFailure';

function renderFailure(text?: string) {
  const onRetry = vi.fn();
  render(
    <MantineProvider>
      <LoadFailure text={text} onRetry={onRetry} />
    </MantineProvider>,
  );
  return onRetry;
}

describe('LoadFailure', () => {
  it('says what failed over a Reintentar button that asks again', async () => {
    const onRetry = renderFailure('No se pudo cargar la lista.');

    expect(screen.getByText('No se pudo cargar la lista.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows only the button without a text', () => {
    renderFailure();

    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByText(/./, { selector: 'p' })).not.toBeInTheDocument();
  });
});
