import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/apiClient';
import { commandOutcome, useKeyedCommandOutcome } from './commandOutcome';

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

    act(() => outcome.onSuccess({ msg: 'Cliente registrado exitosamente!' }));

    const dialog = await screen.findByRole('dialog', { name: 'Registrado' });
    expect(within(dialog).getByText('Cliente registrado exitosamente!')).toBeInTheDocument();
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

describe('useKeyedCommandOutcome', () => {
  it('keeps the key while the same request is retried, and starts a new one once it succeeded', () => {
    renderDialogs();
    const afterSuccess = vi.fn();
    const { result } = renderHook(() =>
      useKeyedCommandOutcome({ successTitle: 'Creado!', successMessage: () => 'Usuario creado exitosamente!', afterSuccess }),
    );
    const request = { firstName: 'Camila' };

    const first = result.current.idempotencyKeyFor(request);
    expect(result.current.idempotencyKeyFor({ ...request })).toBe(first);
    expect(result.current.idempotencyKeyFor({ firstName: 'Luis' })).not.toBe(first);

    const sent = result.current.idempotencyKeyFor(request);
    act(() => result.current.outcome.onSuccess(undefined));
    expect(afterSuccess).toHaveBeenCalledOnce();
    expect(result.current.idempotencyKeyFor(request)).not.toBe(sent);
  });

  it('keeps the key after a failure, so that the retry is recognized as the same command', () => {
    renderDialogs();
    const { result } = renderHook(() =>
      useKeyedCommandOutcome({ successTitle: 'Creado!', successMessage: () => 'Usuario creado exitosamente!', afterSuccess: vi.fn() }),
    );
    const request = { firstName: 'Camila' };

    const sent = result.current.idempotencyKeyFor(request);
    act(() => result.current.outcome.onError(new ApiError('unavailable', 503, 'Servicio no disponible, intente mas tarde')));
    expect(result.current.idempotencyKeyFor(request)).toBe(sent);
  });
});
