// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { StockBadges } from './stock-badges';

await setupWebTest('ru');

const badges = () => screen.getAllByText(/./).map((el) => (el.textContent ?? '').replace(/\u00a0/g, ' '));

describe('stock badges', { timeout: 15_000 }, () => {
  it('shows the warehouse quantity alone when nothing is in the basket', () => {
    render(<StockBadges product={{ quantity: 1500, basket_count: 0 }} />);
    expect(badges()).toEqual(['На складе: 1 500']);
  });

  it('adds the in-basket badge when basket_count > 0', () => {
    render(<StockBadges product={{ quantity: 12, basket_count: 3 }} />);
    expect(badges()).toEqual(['На складе: 12', 'В корзине: 3']);
  });

  it('adds the overdose badge, by how many, when the basket holds more than the stock', () => {
    render(<StockBadges product={{ quantity: 2, basket_count: 5 }} />);
    expect(badges()).toEqual(['На складе: 2', 'В корзине: 5', 'Больше остатка на 3']);
    expect(screen.getByText('Больше остатка на 3')).toHaveClass('bg-danger');
  });

  it('says out of stock at 0, and the basket is then an overdose', () => {
    render(<StockBadges product={{ quantity: 0, basket_count: 1 }} />);
    expect(badges()).toEqual(['Нет на складе', 'В корзине: 1', 'Больше остатка на 1']);
  });
});
