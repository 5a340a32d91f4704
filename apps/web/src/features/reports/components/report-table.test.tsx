// @vitest-environment jsdom
import type { ReportColumn } from '@kits/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { ReportTable } from './report-table';

await setupWebTest('ru');

const columns: ReportColumn[] = [
  { key: 'bucket', title: 'Период', kind: 'day' },
  { key: 'store_name', title: 'Точка', kind: 'text' },
  { key: 'currency', title: 'Валюта', kind: 'text' },
  { key: 'units', title: 'Штук', kind: 'int' },
  { key: 'revenue', title: 'Выручка', kind: 'money' },
  { key: 'occupancy', title: 'Заполненность, %', kind: 'percent' },
  { key: 'low_stock', title: 'Мало товара', kind: 'flag' },
];

describe('ReportTable (docs/rules.md#reports)', () => {
  it('formats cells by kind and lists one totals row per currency in the footer', () => {
    render(
      <ReportTable
        columns={columns}
        rows={[
          {
            bucket: '2026-01-01',
            store_name: 'Точка А',
            currency: 'RUB',
            units: 1234,
            revenue: '270.50',
            occupancy: 120,
            low_stock: true,
          },
        ]}
        totals={[
          { bucket: 'Итого', currency: 'EUR', units: 4, revenue: '40.00', low_stock: 1 },
          { bucket: 'Итого', currency: 'RUB', units: 1234, revenue: '270.50', low_stock: 0 },
        ]}
      />,
    );
    const table = screen.getByTestId('report-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(columns.map((c) => c.title));
    const [row] = within(table).getAllByRole('row').slice(1, 2);
    const cells = within(row!)
      .getAllByRole('cell')
      .map((td) => td.textContent?.replace(/\s/g, ' '));
    expect(cells[0]).toMatch(/2026/);
    expect(cells.slice(1, 3)).toEqual(['Точка А', 'RUB']);
    expect(cells[3]).toBe('1 234');
    expect(cells[4]).toMatch(/^270,50 ₽$/);
    expect(cells[5]).toBe('120 %');
    expect(cells[6]).toBe('да');
    const totals = screen.getAllByTestId('report-totals');
    expect(totals).toHaveLength(2);
    expect(totals[0]).toHaveTextContent(/Итого.*EUR.*4.*40,00.*€/);
  });
});
