import { MantineProvider, TextInput } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useModalForm } from './useModalForm';

const fruitSchema = z.object({ name: z.string().trim().min(1, 'Ingrese el nombre.') });

function FruitForm({ onClose, onValid }: { onClose: () => void; onValid: (fruit: z.output<typeof fruitSchema>) => void }) {
  const { register, handleSubmit, formState, close } = useModalForm(fruitSchema, { name: '' }, onClose);
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <TextInput label="Nombre" error={formState.errors.name?.message} {...register('name')} />
      <button type="button" onClick={close}>
        Cerrar
      </button>
      <button type="submit">Crear</button>
    </form>
  );
}

function renderForm() {
  const onClose = vi.fn();
  const onValid = vi.fn();
  render(
    <MantineProvider>
      <FruitForm onClose={onClose} onValid={onValid} />
    </MantineProvider>,
  );
  return { user: userEvent.setup(), onClose, onValid };
}

describe('useModalForm', () => {
  it("checks a field with the schema's message once it was left, not while it is first typed in", async () => {
    const { user } = renderForm();
    const name = screen.getByLabelText('Nombre');

    await user.type(name, ' ');
    expect(screen.queryByText('Ingrese el nombre.')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Ingrese el nombre.')).toBeInTheDocument();
  });

  it("hands the submit the schema's output", async () => {
    const { user, onValid } = renderForm();

    await user.type(screen.getByLabelText('Nombre'), '  Pera ');
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Pera' }, expect.anything()));
  });

  it('empties the form when it closes, so that it opens empty the next time', async () => {
    const { user, onClose } = renderForm();
    const name = screen.getByLabelText('Nombre');

    await user.type(name, ' ');
    await user.tab();
    expect(await screen.findByText('Ingrese el nombre.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));

    expect(onClose).toHaveBeenCalledOnce();
    expect(name).toHaveValue('');
    await waitFor(() => expect(screen.queryByText('Ingrese el nombre.')).not.toBeInTheDocument());
  });
});
