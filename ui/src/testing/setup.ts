import '@testing-library/jest-dom/vitest';
import '@lavado/shared/validation/spanish-errors';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useSessionStore } from '../lib/session/sessionStore';

// Every signed-in page opens the session's socket: no test may reach a real gateway (see fakeRealtime).
vi.mock('../lib/realtime/socket', async () => ({ openRealtimeSocket: (await import('./fakeRealtime')).fakeRealtime.open }));

// Pages are lazy chunks: the first visit to one transforms its module graph, which can take seconds, more on a loaded machine.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks the layout APIs Mantine relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
// The onboarding carousel (Embla) watches its slides with one.
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  notifications.clean();
  useSessionStore.setState({ session: null });
  localStorage.clear();
});
