import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { RutInput } from './RutInput';

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

  it('rewrites the typed RUT formatted once the field is left', async () => {
    const user = userEvent.setup();
    render(<CompanyForm />);

    await user.type(screen.getByLabelText(/^RUT/), '123456785');
    expect(screen.getByLabelText(/^RUT/)).toHaveValue('123456785');
    await user.tab();

    expect(screen.getByLabelText(/^RUT/)).toHaveValue('12.345.678-5');
  });

  it('shows the error it is given', () => {
    render(<CompanyForm error="El RUT ingresado no es válido." />);

    expect(screen.getByLabelText(/^RUT/)).toHaveAccessibleDescription('El RUT ingresado no es válido.');
  });
});
