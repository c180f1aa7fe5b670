import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showSuccessToast } from '../lib/dialogs/dialogs';
import { createQueryClient } from '../lib/query/queryClient';
import { AppProviders } from './AppProviders';
import { TOP_BAR_HEIGHT } from './layout/topBarHeight';

describe('toasts', () => {
  it("start below the top bar ('Bienvenido …' never covers it) and stack at most three at once", async () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <span />
      </AppProviders>,
    );
    act(() => {
      for (const name of ['Ana', 'Luis', 'Marta', 'Pedro']) showSuccessToast(`Bienvenido ${name}`);
    });
    const first = await screen.findByText('Bienvenido Ana');
    await waitFor(() => expect(screen.getAllByText(/^Bienvenido /)).toHaveLength(3));
    expect(screen.queryByText('Bienvenido Pedro')).not.toBeInTheDocument();
    // The offset itself is CSS (Notifications.module.css, checked in Chromium by tests/e2e/accounts-shell.test.ts): here, its wiring.
    const container = first.closest<HTMLElement>('[data-position="top-right"]');
    expect(container?.style.getPropertyValue('--top-bar-height')).toBe(`${TOP_BAR_HEIGHT}px`);
    expect(container?.className).toMatch(/root/);
  });
});
