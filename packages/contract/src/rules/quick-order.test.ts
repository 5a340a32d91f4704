import { describe, expect, it } from 'vitest';
import {
  detectCsvDelimiter,
  parseQuickOrderCount,
  parseQuickOrderText,
  productCodeKey,
  quickOrderRows,
} from './quick-order';

describe('productCodeKey', () => {
  it('matches a code typed with or without separators, in any case', () => {
    const key = productCodeKey('PN-40-0001');
    expect(productCodeKey('pn 40 0001')).toBe(key);
    expect(productCodeKey('pn40/0001')).toBe(key);
    expect(productCodeKey(' Pn_40.0001 ')).toBe(key);
    expect(key).toBe('pn400001');
  });
  it('keeps Cyrillic letters', () => expect(productCodeKey('АБ-12')).toBe('аб12'));
});

describe('parseQuickOrderCount', () => {
  it('reads whole positive numbers', () => {
    expect(parseQuickOrderCount('24')).toBe(24);
    expect(parseQuickOrderCount(' +3 ')).toBe(3);
    expect(parseQuickOrderCount('5.00')).toBe(5);
    expect(parseQuickOrderCount('99999')).toBe(99_999);
  });
  it('refuses anything else', () => {
    for (const raw of ['', 'abc', '2.5', '0', '-3', '100000', '1e3', 'x12']) {
      expect(parseQuickOrderCount(raw)).toBeNull();
    }
  });
});

describe('parseQuickOrderText', () => {
  it('splits on spaces, tabs, semicolons and commas, skipping a header and blank lines', () => {
    const text = 'Артикул;Количество\n\nPN-40-0001 24\r\nAB-0002\t3\nAB-0003;5\n  \nAB-0004, 7\n';
    expect(parseQuickOrderText(text)).toEqual([
      { line: 3, code: 'PN-40-0001', quantity: '24' },
      { line: 4, code: 'AB-0002', quantity: '3' },
      { line: 5, code: 'AB-0003', quantity: '5' },
      { line: 7, code: 'AB-0004', quantity: '7' },
    ]);
  });
  it('joins the cells before the quantity into the code and keeps a code without a quantity', () => {
    expect(parseQuickOrderText('PN 40 0001 2\n"AB-1"\nAB-2 many')).toEqual([
      { line: 1, code: 'PN 40 0001', quantity: '2' },
      { line: 2, code: 'AB-1', quantity: '' },
      { line: 3, code: 'AB-2', quantity: 'many' },
    ]);
  });
  it('reads a first line with digits as an order line', () => {
    expect(parseQuickOrderText('AB-1 2')).toEqual([{ line: 1, code: 'AB-1', quantity: '2' }]);
  });
});

describe('quickOrderRows', () => {
  it('finds the code and quantity columns by the header', () => {
    const rows = [
      { line: 1, cells: ['Наименование', 'Кол-во', 'Артикул'] },
      { line: 2, cells: ['Набор', '4', 'AB-1'] },
      { line: 3, cells: ['', '', ''] },
      { line: 4, cells: ['Другой', 'x', 'AB-2'] },
    ];
    expect(quickOrderRows(rows)).toEqual([
      { line: 2, code: 'AB-1', quantity: '4' },
      { line: 4, code: 'AB-2', quantity: 'x' },
    ]);
  });
  it('takes the first and the last cell without a header', () => {
    expect(
      quickOrderRows([
        { line: 1, cells: ['AB-1', 'Набор', '3'] },
        { line: 2, cells: ['AB-2', ''] },
      ]),
    ).toEqual([
      { line: 1, code: 'AB-1', quantity: '3' },
      { line: 2, code: 'AB-2', quantity: '' },
    ]);
  });
});

describe('detectCsvDelimiter', () => {
  it('picks the most frequent delimiter outside quotes', () => {
    expect(detectCsvDelimiter('code;qty\nAB-1;2')).toBe(';');
    expect(detectCsvDelimiter('code,qty\n"A;B",2')).toBe(',');
    expect(detectCsvDelimiter('code\tqty\nAB-1\t2')).toBe('\t');
    expect(detectCsvDelimiter('AB-1')).toBe(',');
  });
});
