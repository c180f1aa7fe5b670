import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/apiClient';
import { commandOutcome } from './commandOutcome';

function renderDialogs() {
  render(
    <MantineProvider>
      <ModalsProvider>{null}</ModalsProvider>
    </MantineProvider>,
  );
}

describe('commandOutcome', () => {
  it('shows the success dialog with the answer, then runs afterSuccess', async () => {
    renderDialogs();
    const afterSuccess = vi.fn();
    const outcome = commandOutcome({ successTitle: 'Registrado', successMessage: ({ msg }: { msg: string }) => msg, afterSuccess });

    act(() => outcome.onSuccess({ msg: '¡Cliente registrado exitosamente!' }));

    const dialog = await screen.findByRole('dialog', { name: 'Registrado' });
    expect(within(dialog).getByText('¡Cliente registrado exitosamente!')).toBeInTheDocument();
    expect(afterSuccess).toHaveBeenCalledOnce();
  });

  it("shows a refused request under 'Error!' with the server's message, and does not run afterSuccess", async () => {
    renderDialogs();
    const afterSuccess = vi.fn();
    const outcome = commandOutcome({ successTitle: 'Creado!', successMessage: () => 'Usuario creado exitosamente!', afterSuccess });

    act(() => outcome.onError(new ApiError('rejected', 409, 'El correo ya está registrado.')));

    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(within(dialog).getByText('El correo ya está registrado.')).toBeInTheDocument();
    expect(afterSuccess).not.toHaveBeenCalled();
  });
});
