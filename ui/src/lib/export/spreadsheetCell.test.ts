import { describe, expect, it } from 'vitest';
import { escapeCell } from './spreadsheetCell';

describe('escapeCell', () => {
  it.each(['=HYPERLINK("http://x","y")', '+56 9 1234 5678', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd', '\0cmd'])(
    'prefixes %j with a quote so it stays text',
    (text) => expect(escapeCell(text)).toBe(`'${text}`),
  );

  it('leaves ordinary text, empty text, numbers and empty cells alone', () => {
    expect(escapeCell('Juan Pérez')).toBe('Juan Pérez');
    expect(escapeCell('a=b')).toBe('a=b');
    expect(escapeCell('')).toBe('');
    expect(escapeCell(-12)).toBe(-12);
    expect(escapeCell(null)).toBeNull();
  });
});
