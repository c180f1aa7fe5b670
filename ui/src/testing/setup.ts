import '@testing-library/jest-dom/vitest';
// The board's outbox keeps taps in IndexedDB, which jsdom lacks: an in-memory one, emptied after each test.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import '@lavado/shared/validation/spanish-errors';
import { Popover, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { theme } from '../app/theme';
import { resetOutboxMemory } from '../features/board/api/boardOutbox';
import { useRealtimeStore } from '../lib/realtime/connectionStore';
import { useSessionStore } from '../lib/session/sessionStore';
import { fakeDocumentLoad } from './fakeDocumentLoad';
import { fakeExcelDownload } from './fakeExcelDownload';
import { fakeRealtime } from './fakeRealtime';

// The test files share one module graph (isolate: false in vitest.config.ts): a page module loaded
// by an earlier file keeps the imports it got then, so a module a test replaces is replaced here,
// for every file, by a double that outlives the file and is reset after each test.

// Every signed-in page opens the session's socket: no test may reach a real gateway (see fakeRealtime).
vi.mock('../lib/realtime/socket', async () => ({ openRealtimeSocket: (await import('./fakeRealtime')).fakeRealtime.open }));
// jsdom loads no other document: the login page is one (ui/login.html), and the tests read where the app went.
vi.mock('../lib/navigation/loadDocument', async () => ({ loadDocument: (await import('./fakeDocumentLoad')).fakeDocumentLoad }));
// jsdom cannot save a file: every file saved goes to one stand-in (an earlier file's module would
// otherwise keep the real one), which the export tests read.
vi.mock('../lib/export/saveFile', async () => (await import('./fakeDownloads')).fakeDownloads);
// The export tests read the table from the spy.
vi.mock('../lib/export/excelFile', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/export/excelFile')>()),
  downloadExcelFile: (await import('./fakeExcelDownload')).fakeExcelDownload,
}));

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

// jsdom lays nothing out, so floating-ui's hide() finds every anchor clipped and Mantine hides a
// tooltip or dropdown as soon as it is positioned: a race with the test looking for it (Mantine's
// own test environment turns this off too).
theme.components = {
  ...theme.components,
  Tooltip: Tooltip.extend({ defaultProps: { hideDetached: false } }),
  Popover: Popover.extend({ defaultProps: { hideDetached: false } }),
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fakeExcelDownload.mockReset();
  fakeDocumentLoad.mockReset();
  fakeRealtime.forget();
  notifications.clean();
  useSessionStore.setState({ session: null });
  useRealtimeStore.setState(useRealtimeStore.getInitialState());
  localStorage.clear();
  sessionStorage.clear();
  resetOutboxMemory();
  globalThis.indexedDB = new IDBFactory();
  // What React did not render (the login page draws itself into the document) is not unmounted above.
  document.body.replaceChildren();
});
