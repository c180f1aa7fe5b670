import { vi } from 'vitest';

/** Stands for ui/src/lib/navigation/loadDocument.ts (jsdom loads no documents): records where the app went. */
export const fakeDocumentLoad = vi.fn<(url: string, options?: { replace?: boolean }) => void>();

/** The address of the last document the app loaded (a full page load), or null when it loaded none. */
export function loadedDocument(): string | null {
  return fakeDocumentLoad.mock.lastCall?.[0] ?? null;
}
