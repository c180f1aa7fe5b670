import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { TooltipOnDemand } from './TooltipOnDemand';

const EVERY_EVENT = { hover: true, focus: true, touch: true };

/** A button before, then the hinted one; `events` as the Tooltip's (null: Mantine's default, hover only). */
function renderHinted(events: typeof EVERY_EVENT | null = EVERY_EVENT, onClick?: () => void) {
  render(
    <MantineProvider theme={theme}>
      <button type="button">Antes</button>
      <TooltipOnDemand label="Pista" events={events ?? undefined}>
        <button type="button" onClick={onClick}>
          Botón
        </button>
      </TooltipOnDemand>
    </MantineProvider>,
  );
  return userEvent.setup();
}

describe('TooltipOnDemand', () => {
  it('builds no tooltip until its target is wanted: no portal, no floating element', () => {
    renderHinted();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.querySelector('[data-portal]')).toBeNull();
  });

  it('shows the tooltip on the first hover, and hides it when the pointer leaves', async () => {
    const user = renderHinted();
    await user.hover(screen.getByRole('button', { name: 'Botón' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Pista');

    await user.unhover(screen.getByRole('button', { name: 'Botón' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await user.hover(screen.getByRole('button', { name: 'Botón' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Pista');
  });

  it('opens only on what its events name: hover alone by default, as Mantine', async () => {
    const user = renderHinted(null);
    fireEvent.focus(screen.getByRole('button', { name: 'Botón' }));
    fireEvent.touchStart(screen.getByRole('button', { name: 'Botón' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(screen.getByRole('button', { name: 'Botón' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Pista');
  });

  it('shows it while pressed, for phones', async () => {
    renderHinted();
    fireEvent.touchStart(screen.getByRole('button', { name: 'Botón' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Pista');
    fireEvent.touchEnd(screen.getByRole('button', { name: 'Botón' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('never draws its target again: the click that comes with the first hover lands, and the element is the same', async () => {
    const clicks: string[] = [];
    const user = renderHinted(null, () => clicks.push('Botón'));
    const before = screen.getByRole('button', { name: 'Botón' });
    await user.click(before);
    expect(clicks).toEqual(['Botón']);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Pista');
    expect(screen.getByRole('button', { name: 'Botón' })).toBe(before);
  });

  it('shows it to the keyboard: on Tab to the target, hidden once the focus leaves', async () => {
    const user = renderHinted();
    await user.tab();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Pista');
    expect(screen.getByRole('button', { name: 'Botón' })).toHaveFocus();

    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Antes' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
