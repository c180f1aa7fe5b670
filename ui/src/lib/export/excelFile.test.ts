import { read, utils } from 'xlsx';
import { describe, expect, it } from 'vitest';
import { buildExcelFile, columnWidths } from './excelFile';
import { dateCell, dateTimeCell, moneyCell, timeCell } from './spreadsheetCell';

describe('buildExcelFile', () => {
  it('writes the header and rows into the named sheet, escaping formula-like text', async () => {
    const bytes = await buildExcelFile({
      fileName: 'prueba.xlsx',
      sheetName: 'Servicios',
      header: ['Propietario', 'N° Empleado'],
      rows: [
        ['=cmd|"/c calc"!A1', 7],
        ['Ana', null],
      ],
    });

    const workbook = read(bytes, { type: 'array' });
    expect(workbook.SheetNames).toEqual(['Servicios']);
    const sheet = workbook.Sheets.Servicios;
    if (!sheet) throw new Error('sheet Servicios missing');
    expect(utils.sheet_to_json(sheet, { header: 1, defval: null })).toEqual([
      ['Propietario', 'N° Empleado'],
      [`'=cmd|"/c calc"!A1`, 7],
      ['Ana', null],
    ]);
    expect(Object.values(sheet).some((cell: unknown) => typeof cell === 'object' && cell !== null && 'f' in cell)).toBe(false);
  });
});

describe('typed cells', () => {
  it('writes amounts as numbers with the currency format and dates as Excel dates on Chile’s clock, never as text', async () => {
    const bytes = await buildExcelFile({
      fileName: 'prueba.xlsx',
      sheetName: 'Caja',
      header: ['Día', 'Hora', 'Registrado', 'Monto', 'Euros', 'Texto'],
      rows: [
        [
          dateCell('2025-06-10'),
          timeCell('18:30'),
          // 23:15 in UTC is 19:15 in Santiago (UTC−4 in June).
          dateTimeCell('2025-06-10T23:15:00.000Z'),
          moneyCell(12990, 'CLP'),
          moneyCell(1250, 'EUR'),
          '-5',
        ],
        [dateCell('no es fecha'), null, null, moneyCell(-2000, 'CLP'), null, 'Ana'],
      ],
    });
    const sheet = read(bytes, { type: 'array', cellNF: true }).Sheets.Caja!;
    expect(sheet.A2).toMatchObject({ t: 'n', v: 45818, z: 'd/m/yy' });
    expect(sheet.B2).toMatchObject({ t: 'n', z: 'h:mm' });
    expect(sheet.B2!.v).toBeCloseTo(18.5 / 24, 10);
    expect(sheet.C2).toMatchObject({ t: 'n', z: 'd/m/yy h:mm' });
    expect(sheet.C2!.v).toBeCloseTo(45818 + 19.25 / 24, 10);
    expect(sheet.D2).toMatchObject({ t: 'n', v: 12990, z: '"$"#,##0;-"$"#,##0' });
    expect(sheet.E2).toMatchObject({ t: 'n', v: 12.5, z: '#,##0.00 "€";-#,##0.00 "€"' });
    expect(sheet.F2).toMatchObject({ t: 's', v: "'-5" });
    expect(sheet.D3).toMatchObject({ t: 'n', v: -2000 });
    // A value that is not a date stays text (escaped like any other), never a wrong date.
    expect(sheet.A3).toMatchObject({ t: 's', v: 'no es fecha' });

    // Read as a spreadsheet reads dates: real dates, not text.
    const withDates = read(bytes, { type: 'array', cellDates: true, cellNF: true }).Sheets.Caja!;
    expect(withDates.A2?.t).toBe('d');
    expect(withDates.C2?.t).toBe('d');
    expect(utils.sheet_to_json(withDates, { header: 1, raw: false })[1]).toEqual([
      '10/6/25',
      '18:30',
      '10/6/25 19:15',
      '$12,990',
      '12.50 €',
      "'-5",
    ]);
  });
});

describe('columnWidths', () => {
  it('fits the longest cell of each column, capped', () => {
    expect(
      columnWidths([
        ['Fecha', 'x'.repeat(80)],
        ['1/6/25', null],
      ]),
    ).toEqual([8, 40]);
  });
});
