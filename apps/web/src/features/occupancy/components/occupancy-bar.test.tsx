// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { occupancyBarModel } from '../utils/occupancy-bar';
import { OccupancyBar } from './occupancy-bar';
import { OccupancyColumnLegend } from './occupancy-legend';

await setupWebTest('ru');

const shelf = (overrides: Partial<Parameters<typeof OccupancyBar>[0]['capacity']> = {}) => ({
  capacity: 30,
  count: 12,
  supplies: 3,
  alias_name: null,
  is_premium: false,
  size: '40x50',
  ...overrides,
});

/** The drawn parts of the bar: name → width in percent. */
function parts(container: HTMLElement) {
  return Object.fromEntries(
    [...container.querySelectorAll<HTMLElement>('[data-part]')].map((el) => [
      el.dataset.part,
      Number.parseFloat(el.style.width),
    ]),
  );
}

describe('occupancy bar model', () => {
  it('draws shelf, supplies, basket and the red rest of a 30-place shelf with 12 + 3 + 2 units', () => {
    // Boundaries floor(min(n, 30) / 30 × 10000) hundredths: 12 → 4000, 15 → 5000, 17 → 5666.
    const model = occupancyBarModel({ capacity: 30, count: 12, supplies: 3, inBasket: 2 });
    expect(model.percentBefore).toBe(46); // floor(14 / 30 × 100)
    expect(model.percentAfter).toBe(56); // floor(17 / 30 × 100)
    expect(model.parts).toEqual([
      { part: 'inStore', width: 40 },
      { part: 'supplies', width: 10 },
      { part: 'inBasket', width: 6.66 },
      { part: 'remainder', width: 43.34 },
    ]);
    expect(model.overflow).toBe(0);
  });

  it('has no red rest and counts the overflow when the shelf is over full', () => {
    const model = occupancyBarModel({ capacity: 10, count: 9, supplies: 2, inBasket: 1 });
    expect(model.percentBefore).toBe(100); // floor((9 + 1) / 10 × 100)
    expect(model.percentAfter).toBe(120);
    expect(model.parts).toEqual([
      { part: 'inStore', width: 90 },
      { part: 'supplies', width: 10 },
    ]);
    expect(model.remainderRed).toBe(false);
    expect(model.overflow).toBe(2);
  });

  it('draws nothing for a shelf of capacity 0 but still counts the units as overflow', () => {
    const model = occupancyBarModel({ capacity: 0, count: 3, supplies: 0, inBasket: 1 });
    expect(model.percentBefore).toBeNull();
    expect(model.percentAfter).toBeNull();
    expect(model.parts).toEqual([]);
    expect(model.overflow).toBe(4);
  });
});

describe('occupancy bar in the product table', () => {
  it('shows the percent before and after the supplies, the segments and the shelf name', () => {
    const { container } = render(<OccupancyBar capacity={shelf()} inBasket={2} />);
    expect(screen.getByText('46 %')).toBeInTheDocument();
    expect(screen.getByText('→ 56 %')).toBeInTheDocument();
    expect(screen.getByText('стандарт 40x50')).toBeInTheDocument();
    expect(parts(container)).toEqual({ inStore: 40, supplies: 10, inBasket: 6.66, remainder: 43.34 });
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'стандарт 40x50: На полке 12, в пути 3, в корзине 2, вместимость 30',
    );
    expect(screen.queryByText(/Переполнение/)).toBeNull();
  });

  it('draws the free rest as room to fill, not as an alarm red', () => {
    const { container } = render(<OccupancyBar capacity={shelf()} inBasket={2} />);
    const free = container.querySelector('[data-part="remainder"]')!;
    expect(free).toHaveClass('occupancy-free');
    expect(free).not.toHaveClass('bg-danger');
  });

  it('shows no arrow when the supplies do not change the percent ("33 % → 33 %" said nothing)', () => {
    render(<OccupancyBar capacity={shelf({ capacity: 30, count: 10, supplies: 0 })} inBasket={0} />);
    expect(screen.getByText('33 %')).toBeInTheDocument();
    expect(screen.queryByText(/→/)).toBeNull();
  });

  it('names the shelf by its alias and labels an overflow', () => {
    const { container } = render(
      <OccupancyBar
        capacity={shelf({ capacity: 10, count: 9, supplies: 2, alias_name: 'Стена у входа' })}
        inBasket={1}
      />,
    );
    expect(screen.getByText('Стена у входа')).toBeInTheDocument();
    expect(screen.getByText('100 %')).toBeInTheDocument();
    expect(screen.getByText('→ 120 %')).toBeInTheDocument();
    expect(screen.getByText('Переполнение на 2 шт.')).toBeInTheDocument();
    expect(parts(container)).toEqual({ inStore: 90, supplies: 10 });
  });

  it('shows a premium shelf of capacity 0 without a bar or percent', () => {
    const { container } = render(
      <OccupancyBar
        capacity={shelf({ capacity: 0, count: 2, supplies: 0, is_premium: true })}
        inBasket={0}
      />,
    );
    expect(screen.getByText('Вместимость полки 0')).toBeInTheDocument();
    expect(screen.getByText('премиум 40x50')).toBeInTheDocument();
    expect(screen.getByText('Переполнение на 2 шт.')).toBeInTheDocument();
    expect(screen.queryByText(/%/)).toBeNull();
    expect(parts(container)).toEqual({});
  });
});

describe('the shelf column in the catalogue legend', () => {
  it('explains the percent, the arrow, every colour of the bar with free space, and the overflow', () => {
    const { container } = render(<OccupancyColumnLegend />);
    expect(screen.getByRole('region', { name: 'Полка — заполненность в вашей точке' })).toBeInTheDocument();
    expect(screen.getByText('33 %')).toBeInTheDocument();
    expect(screen.getByText('Занято сейчас: товар на полке и в вашей корзине')).toBeInTheDocument();
    expect(screen.getByText('→ 50 %')).toBeInTheDocument();
    expect(
      screen.getByText(/Стрелка — сколько будет занято, когда придут поставки в пути/),
    ).toBeInTheDocument();
    expect(screen.getByText('свободно — место, которое ещё можно заполнить')).toBeInTheDocument();
    expect(screen.getByText('Переполнение на 2 шт.')).toHaveClass('text-danger');
    expect([...container.querySelectorAll<HTMLElement>('[data-part]')].map((el) => el.dataset.part)).toEqual([
      'inStore',
      'supplies',
      'inBasket',
      'remainder',
    ]);
  });
});
