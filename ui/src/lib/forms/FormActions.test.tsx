import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormActions } from './FormActions';

function renderActions(props: Partial<ComponentProps<typeof FormActions>> = {}) {
  const onCancel = vi.fn();
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <MantineProvider>
      <form onSubmit={onSubmit}>
        <FormActions submitLabel="Guardar" onCancel={onCancel} submitting={false} {...props} />
      </form>
    </MantineProvider>,
  );
  return { onCancel, onSubmit };
}

describe('FormActions', () => {
  it('shows Cancelar, then the submit button with its label', () => {
    renderActions();

    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancelar', 'Guardar']);
  });

  it('cancels without submitting, and submits the form with the submit button', async () => {
    const user = userEvent.setup();
    const { onCancel, onSubmit } = renderActions();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('keeps the submit button disabled while the form cannot be sent', () => {
    renderActions({ canSubmit: false });

    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  });

  it('spins the submit button while the command is on its way, so it cannot be pressed twice', () => {
    renderActions({ submitting: true });

    const submit = screen.getByRole('button', { name: 'Guardar' });
    expect(submit).toHaveAttribute('data-loading', 'true');
    expect(submit).toBeDisabled();
  });
});
