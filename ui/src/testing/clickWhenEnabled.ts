import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Clicks a submit button that the form enables once its schema accepts the values. The check of the
 * last keystroke runs asynchronously: a click before it lands on a disabled button and does nothing.
 */
export async function clickWhenEnabled(user: UserEvent, button: HTMLElement): Promise<void> {
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}
