import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneInput } from './PhoneInput';

describe('PhoneInput', () => {
  it('takes nine digits after a +56 shown before the field, on a numeric keypad', () => {
    render(
      <MantineProvider>
        <PhoneInput label="Teléfono" />
      </MantineProvider>,
    );

    const input = screen.getByLabelText('Teléfono');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '9');
    expect(screen.getByText('+56')).toBeInTheDocument();
  });

  it("passes the caller's props on, such as the error", () => {
    render(
      <MantineProvider>
        <PhoneInput label="Teléfono" required error="El telefono ingresado no es válido debe tener 9 dígitos." />
      </MantineProvider>,
    );

    expect(screen.getByLabelText(/Teléfono/)).toBeRequired();
    expect(screen.getByText('El telefono ingresado no es válido debe tener 9 dígitos.')).toBeInTheDocument();
  });
});
