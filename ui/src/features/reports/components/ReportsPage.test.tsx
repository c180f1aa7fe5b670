import { screen, within } from '@testing-library/react';
import type { RevenueReport } from '@lavado/shared/money/money.schemas';
import { zeroByMethod } from '@lavado/shared/money/money';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../testing/fakeApi';
import { layoutHandlers } from '../../../testing/layoutApi';
import { renderApp, signInAs } from '../../../testing/renderApp';
import { revenueTable } from './ReportsPage';

const report: RevenueReport = {
  currency: 'CLP',
  days: [{ day: '2025-06-09', tickets: 2, charged: 25980, paid: { ...zeroByMethod(), cash: 12990, credit: 10000 } }],
  services: [{ serviceCode: 'FL', name: 'Full', tickets: 2, charged: 25980, averageMinutes: 42.4 }],
  methods: { ...zeroByMethod(), cash: 12990, credit: 10000 },
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
    expect(table.header).toEqual(['Día', 'Servicios', 'Cobrado', 'Efectivo', 'Débito', 'Crédito', 'Transferencia', 'Otro', 'Pagado']);
    expect(table.rows).toEqual([['9/6/25', 2, '$25.980', '$12.990', '$0', '$10.000', '$0', '$0', '$22.990']]);
  });
});
