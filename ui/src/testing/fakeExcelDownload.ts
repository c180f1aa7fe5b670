import { vi } from 'vitest';
import type { downloadExcelFile } from '../lib/export/excelFile';

/**
 * Stands in for `downloadExcelFile` in every UI test (see setup.ts): jsdom saves no files, and an
 * export test reads the table the page handed over from this spy's calls.
 */
export const fakeExcelDownload = vi.fn<typeof downloadExcelFile>(async () => undefined);
