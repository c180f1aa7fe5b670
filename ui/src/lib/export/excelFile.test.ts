import { read, utils } from 'xlsx';
import { describe, expect, it } from 'vitest';
import { buildExcelFile, columnWidths } from './excelFile';

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
