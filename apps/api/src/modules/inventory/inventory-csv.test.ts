import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../http/csv.ts';
import { parseCsv } from './inventory-csv.ts';

describe('inventory CSV', () => {
  it('neutralises cells a spreadsheet would run as a formula, and quotes what needs quoting', () => {
    expect(['=1+1', '+1', '-2', '@SUM(A1)', '\tx'].map(csvCell)).toEqual([
      `"'=1+1"`,
      `"'+1"`,
      `"'-2"`,
      `"'@SUM(A1)"`,
      `"'\tx"`,
    ]);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(12)).toBe('12');
    expect(
      toCsv([
        ['a', 'b'],
        [1, 2],
      ]),
    ).toBe('a,b\r\n1,2\r\n');
  });

  it('reads records with their line numbers, quoted commas, quotes and line breaks, skipping blank lines', () => {
    const text = '\uFEFFid,name\r\n1,"a, b"\n\n2,"two\nlines"\n3,"say ""hi"""\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['id', 'name'] },
      { line: 2, cells: ['1', 'a, b'] },
      { line: 4, cells: ['2', 'two\nlines'] },
      { line: 6, cells: ['3', 'say "hi"'] },
    ]);
    expect(parseCsv('a,b')).toEqual([{ line: 1, cells: ['a', 'b'] }]);
    expect(parseCsv('')).toEqual([]);
  });

  it('reads back what it writes', () => {
    const rows = [['x', '=cmd', 'a "b", c']];
    expect(parseCsv(toCsv(rows))[0]?.cells).toEqual(['x', "'=cmd", 'a "b", c']);
  });
});
