// @vitest-environment jsdom
import type { HomeOutlet } from '@kits/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { OutletHome } from './outlet-home';

await setupWebTest('ru');

const line = (id: number, code: string, cover: number | null) => ({
  product_id: id,
  code,
  name: `Набор ${code}`,
  sold: 14,
  stock: 4,
  supplies: 2,
  daily_rate: 1,
  days_of_cover: cover,
  warehouse_quantity: 50,
  suggested: 8,
});

const outlet = (overrides: Partial<HomeOutlet> = {}): HomeOutlet => ({
  store_id: 101,
  name: 'Точка на Тверской',
  city: 'Москва',
  current: true,
  currency: 'RUB',
  period: { days: 14, from: '2026-11-16', to: '2026-11-29' },
  has_sales: true,
  sold: 49,
  stock: 33,
  sell_through: 0.598,
  categories: [
    {
      category_id: 10,
      name: 'Алмазная мозаика',
      slug: 'almaznaya-mozaika',
      sold: 21,
      stock: 24,
      sell_through: 0.467,
      daily_rate: 1.5,
      days_of_cover: 17,
    },
  ],
  runs_out: [line(1, 'AM-1', 0), line(2, 'AM-2', 6)],
  reminders: [],
  network_lacks: [{ product_id: 9, code: 'KN-9', name: 'Картина KN-9', network_units: 40 }],
  shelves: {
    flag: 'over',
    capacity: 110,
    filled: 35,
    over: [
      {
        name: 'Полка A',
        category_slug: 'almaznaya-mozaika',
        capacity: 10,
        filled: 26,
        percent: 260,
        overflow: 16,
      },
    ],
    under: [],
  },
  ...overrides,
});

const show = (o: HomeOutlet) =>
  render(
    <MemoryRouter>
      <OutletHome outlet={o} renderAdd={(l) => <button type="button">add {l.code}</button>} />
    </MemoryRouter>,
  );

describe('an outlet of the buyer’s home', { timeout: 15_000 }, () => {
  it('leads from what runs out first into the catalogue filtered to the product, with its cover', () => {
    show(outlet());
    const section = screen.getByRole('region', { name: /^Закончится первым / });
    const first = within(section).getAllByRole('row')[1]!;
    expect(within(first).getByRole('link', { name: /AM-1/ })).toHaveAttribute('href', '/catalog?q=AM-1');
    expect(first).toHaveTextContent('0 дней');
    expect(within(first).getByRole('button', { name: 'add AM-1' })).toBeInTheDocument();
    expect(screen.getByText(/продано от имевшегося 60\s%/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Алмазная мозаика' })).toHaveAttribute(
      'href',
      '/catalog/almaznaya-mozaika',
    );
    expect(screen.getByRole('link', { name: /KN-9/ })).toHaveAttribute('href', '/catalog?q=KN-9');
    expect(screen.getByText(/лишних 16 шт/)).toBeInTheDocument();
  });

  it('says an outlet without sales has none, and shows no cover list', () => {
    show(outlet({ has_sales: false, sold: 0, sell_through: null, runs_out: [], categories: [] }));
    expect(screen.getByRole('note')).toHaveTextContent('Продаж за последние 14 дней нет');
    expect(screen.queryByRole('region', { name: 'Закончится первым' })).not.toBeInTheDocument();
  });
});
