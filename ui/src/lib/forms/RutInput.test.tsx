import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ClientRutInput, RutInput } from './RutInput';

function CompanyForm({ error }: { error?: string }) {
  const { register, setValue } = useForm({ defaultValues: { name: '', identification: '' } });
  return (
    <MantineProvider>
      <RutInput register={register} setValue={setValue} error={error} />
    </MantineProvider>
  );
}

describe('RutInput', () => {
  it('asks for a required RUT with the expected format as placeholder', () => {
    render(<CompanyForm />);

    const rut = screen.getByLabelText(/^RUT/);
    expect(rut).toBeRequired();
    expect(rut).toHaveAttribute('placeholder', 'xx.xxx.xxx-x');
  });

  it('formats the RUT as it is typed, as the client RUT field does', async () => {
    const user = userEvent.setup();
    render(<CompanyForm />);

    await user.type(screen.getByLabelText(/^RUT/), '1234');
    expect(screen.getByLabelText(/^RUT/)).toHaveValue('123-4');
    await user.type(screen.getByLabelText(/^RUT/), '5678k');
    expect(screen.getByLabelText(/^RUT/)).toHaveValue('12.345.678-K');
    await user.tab();
    expect(screen.getByLabelText(/^RUT/)).toHaveValue('12.345.678-K');
  });

  it('shows the client RUT the same way while holding only its characters', async () => {
    const user = userEvent.setup();
    const held: string[] = [];
    function ClientForm() {
      const [value, setValue] = useState('');
      return (
        <MantineProvider>
          <ClientRutInput
            label="Rut"
            placeholder="Solo numeros"
            value={value}
            onChange={(characters) => {
              held.push(characters);
              setValue(characters);
            }}
            onBlur={() => undefined}
          />
        </MantineProvider>
      );
    }
    render(<ClientForm />);

    await user.type(screen.getByLabelText(/^Rut/), '12345678k');
    expect(screen.getByLabelText(/^Rut/)).toHaveValue('12.345.678-K');
    expect(held.at(-1)).toBe('12345678K');
  });

  it('shows the error it is given', () => {
    render(<CompanyForm error="El RUT ingresado no es válido." />);

    expect(screen.getByLabelText(/^RUT/)).toHaveAccessibleDescription('El RUT ingresado no es válido.');
  });
});
