import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { PersonNameInputs } from './PersonNameInputs';

interface Names {
  firstName: string;
  secondName: string;
}

function NamesForm({ onSubmit }: { onSubmit: (names: Names) => void }) {
  const { register, handleSubmit } = useForm<Names>({ defaultValues: { firstName: '', secondName: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <PersonNameInputs
        firstName={register('firstName')}
        secondName={register('secondName')}
        errors={{ secondName: { type: 'too_small', message: 'Ingrese el apellido.' } }}
      />
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('PersonNameInputs', () => {
  it('asks for the first and last name, both required, into the registered fields', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <MantineProvider>
        <NamesForm onSubmit={onSubmit} />
      </MantineProvider>,
    );

    expect(screen.getByLabelText(/^Nombre/)).toBeRequired();
    expect(screen.getByLabelText(/^Apellido/)).toBeRequired();
    await user.type(screen.getByLabelText(/^Nombre/), 'Camila');
    await user.type(screen.getByLabelText(/^Apellido/), 'Soto');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Camila', secondName: 'Soto' }, expect.anything());
  });

  it("shows each field's error under it", () => {
    render(
      <MantineProvider>
        <NamesForm onSubmit={vi.fn()} />
      </MantineProvider>,
    );

    expect(screen.getByLabelText(/^Apellido/)).toHaveAccessibleDescription('Ingrese el apellido.');
    expect(screen.getByLabelText(/^Nombre/)).not.toHaveAccessibleDescription();
  });
});
