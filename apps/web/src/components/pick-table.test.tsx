// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { type PickColumn, PickTable, pickName } from './pick-table';

await setupWebTest('ru');

type Outlet = { id: number; name: string; units: number };
const outlets: Outlet[] = [
  { id: 7, name: 'Тверская', units: 120 },
  { id: 9, name: 'Арбат', units: 45 },
];
const columns: PickColumn<Outlet>[] = [
  { label: 'Магазин', cell: (o) => o.name },
  { label: 'Единиц', className: 'text-end', cellClassName: 'text-end', cell: (o) => o.units },
];

const renderTable = (selectedKey: number | null, onPick = vi.fn()) => {
  render(
    <PickTable
      rows={outlets}
      rowKey={(o) => o.id}
      columns={columns}
      label="Магазины"
      pick={{ label: 'Изменить', rowLabel: (o) => `Изменить ${o.name}`, onPick }}
      selectedKey={selectedKey}
    />,
  );
  return onPick;
};

describe('PickTable', () => {
  it('shows a row per item under the column headings, the button column named for a screen reader', () => {
    renderTable(null);
    const table = screen.getByRole('table', { name: 'Магазины' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Магазин', 'Единиц', 'Изменить']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: '120' })).toHaveClass('text-end');
  });

  it('calls onPick with the row whose button is pressed', async () => {
    const onPick = renderTable(null);
    await userEvent.click(screen.getByRole('button', { name: 'Изменить Арбат' }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith(outlets[1]);
  });

  it('marks the picked row selected and fills its button', () => {
    renderTable(7);
    const [, first, second] = screen.getAllByRole('row');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('button', { name: 'Изменить Тверская' })).toHaveClass('btn-primary');
    expect(screen.getByRole('button', { name: 'Изменить Арбат' })).toHaveClass('btn-outline-primary');
  });
});

describe('pickName', () => {
  it('keeps a row label that starts with the visible text', () => {
    expect(pickName('Изменить', 'Изменить полки магазина «Арбат»')).toBe('Изменить полки магазина «Арбат»');
    expect(pickName('Open', 'open the card of “Kits Ltd”')).toBe('open the card of “Kits Ltd”');
  });

  it('puts the visible text first when the row label does not start with it (axe label-content-name-mismatch)', () => {
    expect(pickName('Выбрать', 'Картинки товара 3D-0001')).toBe('Выбрать: Картинки товара 3D-0001');
  });
});
