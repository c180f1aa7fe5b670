import { vi } from 'vitest';

/**
 * The stand-in for `lib/export/saveFile` in every UI test (testing/setup.ts): the ui project runs its
 * files in one module registry (`isolate: false`), so only a mock set up for all of them reaches the
 * modules an earlier file loaded. A test clears it before it looks.
 */
export const fakeDownloads = { saveBlob: vi.fn(), saveFile: vi.fn() };
