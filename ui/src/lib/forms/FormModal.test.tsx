import { MantineProvider, TextInput } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormModal } from './FormModal';

function renderModal(opened = true) {
  const onClose = vi.fn();
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <MantineProvider>
      <FormModal opened={opened} title="Nueva fruta" onClose={onClose} onSubmit={onSubmit} submitLabel="Crear" canSubmit submitting={false}>
        <TextInput label="Nombre" required />
      </FormModal>
    </MantineProvider>,
  );
  return { onClose, onSubmit };
}

describe('FormModal', () => {
  it('shows the title, the fields, then Cancelar and the submit button', async () => {
    renderModal();

    const modal = await screen.findByRole('dialog', { name: 'Nueva fruta' });
    const form = within(modal)
      .getByRole('textbox', { name: /Nombre/ })
      .closest('form');
    expect(form).not.toBeNull();
    expect(
      within(form!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancelar', 'Crear']);
  });

  it("leaves checking to the form's schema: the browser does not validate on its own", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderModal();

    const modal = await screen.findByRole('dialog', { name: 'Nueva fruta' });
    await user.click(within(modal).getByRole('button', { name: 'Crear' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('closes on Cancelar without submitting', async () => {
    const user = userEvent.setup();
    const { onClose, onSubmit } = renderModal();

    const modal = await screen.findByRole('dialog', { name: 'Nueva fruta' });
    await user.click(within(modal).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows nothing while closed', () => {
    renderModal(false);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
