import { screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from '@lavado/shared/money/money';
import type { CommissionReport } from '@lavado/shared/money/money.schemas';
import { localDate } from '@lavado/shared/time/zone';
import { describe, expect, it } from 'vitest';
import { weekOf } from '../../../lib/money/amounts';
import { fakeApi, ok } from '../../../testing/fakeApi';
import { layoutHandlers } from '../../../testing/layoutApi';
import { renderApp, signInAs } from '../../../testing/renderApp';
import { commissionsTable } from './CommissionsPage';

const ana = '4f7a2b8e-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
const luis = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const report: CommissionReport = {
  washers: [
    { userId: ana, name: 'Ana Rojas', currency: 'CLP', tickets: 2, amount: 3900 },
    { userId: luis, name: 'Luis Soto', currency: 'CLP', tickets: 1, amount: 1950 },
  ],
  days: [
    { day: '2025-06-09', userId: ana, name: 'Ana Rojas', currency: 'CLP', tickets: 2, amount: 3900 },
    { day: '2025-06-09', userId: luis, name: 'Luis Soto', currency: 'CLP', tickets: 1, amount: 1950 },
  ],
};
/** A store that changed its currency before it was fixed: Ana earned in both. */
const mixed: CommissionReport = {
  washers: [...report.washers, { userId: ana, name: 'Ana Rojas', currency: 'EUR', tickets: 1, amount: 1250 }],
  days: [...report.days, { day: '2025-06-10', userId: ana, name: 'Ana Rojas', currency: 'EUR', tickets: 1, amount: 1250 }],
};

describe('comisiones (AD)', () => {
  it("asks for this week, Monday to Sunday, and shows each washer's total and the rows per day", async () => {
    const api = fakeApi({ ...layoutHandlers, 'reports/getCommissionReport': () => ok(report) });
    signInAs('AD');
    renderApp('/home/commissions');
    const washers = await screen.findByRole('region', { name: 'Por lavador' });
    const anaRow = (await within(washers).findByRole('cell', { name: 'Ana Rojas' })).closest('tr')!;
    expect(within(anaRow).getByRole('cell', { name: '$3.900' })).toBeInTheDocument();
    const days = screen.getByRole('region', { name: 'Por día' });
    expect(within(days).getAllByRole('cell', { name: '9/6/25' })).toHaveLength(2);
    expect(api.callsTo('reports/getCommissionReport')[0]?.body).toMatchObject(weekOf(localDate(new Date())));
    expect(screen.getByRole('button', { name: 'Exportar comisiones' })).toBeEnabled();
  });

  it('words a period that ends before it starts, and asks nothing', async () => {
    const api = fakeApi({ ...layoutHandlers, 'reports/getCommissionReport': () => ok(report) });
    signInAs('AD');
    const { user } = renderApp('/home/commissions');
    await screen.findByRole('region', { name: 'Por lavador' });
    const to = screen.getByLabelText('Hasta', { selector: 'input' });
    await user.clear(to);
    await user.type(to, '1/1/2020');
    await user.tab();
    expect(await screen.findByText('La fecha inicial debe ser anterior a la final.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('reports/getCommissionReport')).toHaveLength(1));
  });

  it('exports each day row and each washer total', () => {
    const table = commissionsTable(report, { from: '2025-06-09', to: '2025-06-15' });
    expect(table.fileName).toBe('Comisiones_2025-06-09_2025-06-15.xlsx');
    expect(table.header).toEqual(['Día', 'Lavador', 'Servicios', 'Comisión']);
    // Days and amounts as typed cells: Excel dates and CLP numbers (lib/export/excelFile.test.ts).
    const pesos = (amount: number) => ({ money: amount, currency: 'CLP' });
    expect(table.rows).toEqual([
      [{ date: '2025-06-09' }, 'Ana Rojas', 2, pesos(3900)],
      [{ date: '2025-06-09' }, 'Luis Soto', 1, pesos(1950)],
      ['Total', 'Ana Rojas', 2, pesos(3900)],
      ['Total', 'Luis Soto', 1, pesos(1950)],
    ]);
  });

  it('shows a washer paid in two currencies in a row for each, never added up', async () => {
    fakeApi({ ...layoutHandlers, 'reports/getCommissionReport': () => ok(mixed) });
    signInAs('AD');
    renderApp('/home/commissions');
    const washers = await screen.findByRole('region', { name: 'Por lavador' });
    const euros = formatMoney(1250, 'EUR'); // '12,50 €', with a no-break space
    const anaRows = (await within(washers).findAllByRole('cell', { name: 'Ana Rojas' })).map((cell) => cell.closest('tr')!);
    expect(anaRows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual(['$3.900', euros]);
    expect(commissionsTable(mixed, { from: '2025-06-09', to: '2025-06-15' }).rows).toContainEqual([
      { date: '2025-06-10' },
      'Ana Rojas',
      1,
      { money: 1250, currency: 'EUR' },
    ]);
  });
});
