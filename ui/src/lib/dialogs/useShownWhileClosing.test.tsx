import { MantineProvider, Modal } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useShownWhileClosing } from './useShownWhileClosing';

function NamedModal({ name }: { name: string | null }) {
  const shown = useShownWhileClosing(name);
  return (
    <Modal opened={name !== null} onClose={() => undefined} title="Cliente" transitionProps={{ duration: 200 }}>
      {shown && <p>{shown}</p>}
    </Modal>
  );
}

describe('useShownWhileClosing', () => {
  it('keeps the last subject drawn while the modal closes, then the modal is gone', async () => {
    const { rerender } = render(<NamedModal name="Ana Rojas" />, { wrapper: MantineProvider });
    expect(await screen.findByText('Ana Rojas')).toBeInTheDocument();
    rerender(<NamedModal name={null} />);
    expect(screen.getByText('Ana Rojas')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ana Rojas')).not.toBeInTheDocument());
    rerender(<NamedModal name="Luis Soto" />);
    expect(await screen.findByText('Luis Soto')).toBeInTheDocument();
    expect(screen.queryByText('Ana Rojas')).not.toBeInTheDocument();
  });
});
