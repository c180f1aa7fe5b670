import { screen, within } from '@testing-library/react';
import type { RevenueReport } from '@lavado/shared/money/money.schemas';
import { formatMoney, zeroByMethod } from '@lavado/shared/money/money';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../testing/fakeApi';
import { layoutHandlers } from '../../../testing/layoutApi';
import { renderApp, signInAs } from '../../../testing/renderApp';
import { revenueTable } from './ReportsPage';

const report: RevenueReport = {
  days: [{ day: '2025-06-09', currency: 'CLP', tickets: 2, charged: 25980, paid: { ...zeroByMethod(), cash: 12990, credit: 10000 } }],
  services: [{ serviceCode: 'FL', name: 'Full', currency: 'CLP', tickets: 2, charged: 25980, averageMinutes: 42.4 }],
  methods: [{ currency: 'CLP', paid: { ...zeroByMethod(), cash: 12990, credit: 10000 } }],
};
/** A store that changed its currency before it was fixed: the same day has pesos and euros. */
const mixed: RevenueReport = {
  days: [...report.days, { day: '2025-06-09', currency: 'EUR', tickets: 1, charged: 1500, paid: { ...zeroByMethod(), cash: 1500 } }],
  services: [...report.services, { serviceCode: 'FL', name: 'Full', currency: 'EUR', tickets: 1, charged: 1500, averageMinutes: 42.4 }],
  methods: [...report.methods, { currency: 'EUR', paid: { ...zeroByMethod(), cash: 1500 } }],
};

describe('reportes (AD)', () => {
  it('shows revenue per day, per service with its average minutes, and per payment method', async () => {
    fakeApi({ ...layoutHandlers, 'reports/getRevenueReport': () => ok(report) });
    signInAs('AD');
    renderApp('/home/reports');
    const byDay = await screen.findByRole('region', { name: 'Ingresos por día' });
    const dayRow = within(byDay).getByRole('cell', { name: '9/6/25' }).closest('tr')!;
    expect(within(dayRow).getByRole('cell', { name: '$25.980' })).toBeInTheDocument();
    expect(within(dayRow).getByRole('cell', { name: '$22.990' })).toBeInTheDocument();
    const byService = screen.getByRole('region', { name: 'Por servicio' });
    expect(within(byService).getByRole('cell', { name: '42' })).toBeInTheDocument();
    const byMethod = screen.getByRole('region', { name: 'Por medio de pago' });
    const credit = within(byMethod).getByRole('cell', { name: 'Crédito' }).closest('tr')!;
    expect(within(credit).getByRole('cell', { name: '$10.000' })).toBeInTheDocument();
  });

  it('exports a row per day with each method in its own column', () => {
    const table = revenueTable(report, { from: '2025-06-09', to: '2025-06-15' });
    expect(table.header).toEqual([
      'Día',
      'Servicios',
      'Valor de los servicios',
      'Efectivo',
      'Débito',
      'Crédito',
      'Transferencia',
      'Otro',
      'Recaudado',
    ]);
    // Days and amounts as typed cells: Excel dates and CLP numbers (lib/export/excelFile.test.ts).
    const pesos = (amount: number) => ({ money: amount, currency: 'CLP' });
    expect(table.rows).toEqual([[{ date: '2025-06-09' }, 2, pesos(25980), pesos(12990), pesos(0), pesos(10000), pesos(0), pesos(0), pesos(22990)]]);
  });

  it('shows each currency in rows of its own, never adding pesos and euros', async () => {
    fakeApi({ ...layoutHandlers, 'reports/getRevenueReport': () => ok(mixed) });
    signInAs('AD');
    renderApp('/home/reports');
    const euros = formatMoney(1500, 'EUR');
    const byDay = await screen.findByRole('region', { name: 'Ingresos por día' });
    const dayRows = within(byDay)
      .getAllByRole('cell', { name: '9/6/25' })
      .map((cell) => cell.closest('tr')!);
    expect(
      dayRows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['9/6/25', '2', '$25.980', '$22.990'],
      ['9/6/25', '1', euros, euros],
    ]);
    const byMethod = screen.getByRole('region', { name: 'Por medio de pago' });
    expect(within(byMethod).getByText('Peso chileno')).toBeInTheDocument();
    expect(within(byMethod).getByText('Euro')).toBeInTheDocument();
    expect(within(byMethod).getAllByRole('cell', { name: euros })).toHaveLength(1);
    const inEuros = (amount: number) => ({ money: amount, currency: 'EUR' });
    expect(revenueTable(mixed, { from: '2025-06-09', to: '2025-06-15' }).rows[1]).toEqual([
      { date: '2025-06-09' },
      1,
      inEuros(1500),
      inEuros(1500),
      ...Array(4).fill(inEuros(0)),
      inEuros(1500),
    ]);
  });
});
