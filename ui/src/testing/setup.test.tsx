import { MantineProvider, Tooltip } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { theme } from '../app/theme';
import { downloadExcelFile, type ExcelTable } from '../lib/export/excelFile';
import { ExportExcelButton } from '../lib/export/ExportExcelButton';
import { createQueryClient } from '../lib/query/queryClient';
import { useRealtimeStore } from '../lib/realtime/connectionStore';
import { takeLoginNotice } from '../lib/session/loginNotice';
import { openAuthPage } from '../lib/session/openAuthPage';
import { loadedDocument } from './fakeDocumentLoad';
import { fakeRealtime } from './fakeRealtime';

// The test files share one module graph and one jsdom (isolate: false): what a test leaves behind
// must be gone by the next one. Each pair below is a test that leaves something, then one that
// must not find it; they run in this order.

const table: ExcelTable = { fileName: 'prueba.xlsx', sheetName: 'Hoja', header: ['A'], rows: [['1']] };

describe('what a test leaves behind (setup.ts)', () => {
  it('may leave a realtime socket open and the realtime store live', () => {
    const socket = fakeRealtime.open(() => ({ token: 'token' }));
    useRealtimeStore.setState({ status: 'live', lastPosition: '7' });
    expect(fakeRealtime.current()).toBe(socket);
  });

  it('is not the socket or the realtime state of the next test', () => {
    expect(() => fakeRealtime.current()).toThrow('the app has no open realtime socket');
    expect(useRealtimeStore.getState()).toMatchObject({ status: 'offline', lastPosition: undefined });
  });

  it('may leave fake timers on', () => {
    vi.useFakeTimers();
    expect(vi.isFakeTimers()).toBe(true);
  });

  it('leaves the next test real timers', () => {
    expect(vi.isFakeTimers()).toBe(false);
  });

  it('may leave calls and a failure on the excel download, which every page gets as one spy', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders queryClient={createQueryClient()}>
        <ExportExcelButton label="Exportar" build={() => table} />
      </AppProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(downloadExcelFile).toHaveBeenCalledWith(table));
    vi.mocked(downloadExcelFile).mockRejectedValueOnce(new Error('xlsx failed'));
  });

  it('hands the next test the spy without calls, saving nothing', async () => {
    expect(downloadExcelFile).not.toHaveBeenCalled();
    await expect(downloadExcelFile(table)).resolves.toBeUndefined();
  });

  it('may load the login page, a document of its own, with a notice for it', () => {
    openAuthPage('/login', { notice: { kind: 'info', title: 'Sesión expirada!' } });
    expect(loadedDocument()).toBe('/login');
  });

  it('hands the next test no loaded document and no notice', () => {
    expect(loadedDocument()).toBeNull();
    expect(takeLoginNotice(sessionStorage)).toBeNull();
  });
});

describe('tooltips in jsdom (setup.ts)', () => {
  it('keeps a hovered tooltip shown once floating-ui has placed it, though jsdom lays nothing out', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider theme={theme}>
        <Tooltip label="Pista">
          <button type="button">Botón</button>
        </Tooltip>
      </MantineProvider>,
    );
    await user.hover(screen.getByRole('button', { name: 'Botón' }));
    const tooltip = await screen.findByRole('tooltip');
    // Placed: its position is computed, and so is whether its anchor is hidden.
    await waitFor(() => expect(tooltip.style.top).not.toBe('0px'));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Pista');
  });
});
