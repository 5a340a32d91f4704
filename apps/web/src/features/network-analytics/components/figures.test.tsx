// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { ChangeBadge, FigureCards } from './figures';

await setupWebTest('ru');

describe('FigureCards (docs/rules.md#network-analytics)', () => {
  it('shows units and one revenue card per currency, each with the previous figure and the change', () => {
    render(
      <FigureCards
        totals={{
          units: 20,
          revenue: [
            { currency: 'RUB', amount: '900.00' },
            { currency: 'EUR', amount: '100.00' },
          ],
          previous: { units: 10, revenue: [{ currency: 'RUB', amount: '1000.00' }] },
          units_change: 100,
          revenue_change: [
            { currency: 'RUB', change: -10 },
            { currency: 'EUR', change: null },
          ],
        }}
      />,
    );
    const units = screen.getByTestId('figure-units');
    expect(units).toHaveTextContent('20');
    expect(units).toHaveTextContent('▲ рост 100 %');
    expect(units).toHaveTextContent('прошлый период: 10');
    const rub = screen.getByTestId('figure-revenue-RUB');
    expect(rub).toHaveTextContent('Выручка, RUB');
    expect(rub).toHaveTextContent('▼ падение 10 %');
    expect(rub.querySelector('.text-danger')).not.toBeNull();
    const eur = screen.getByTestId('figure-revenue-EUR');
    expect(eur).toHaveTextContent('в прошлом периоде продаж не было');
    expect(eur).not.toHaveTextContent('▲');
  });
});

describe('ChangeBadge', () => {
  it('is green ▲ up, red ▼ down, plain for no change and absent with nothing to compare', () => {
    const { container, rerender } = render(<ChangeBadge change={21.3} compact />);
    expect(container).toHaveTextContent(/▲\s*\+21,3\s%/);
    expect(container.querySelector('.text-success')).not.toBeNull();
    rerender(<ChangeBadge change={0} />);
    expect(container).toHaveTextContent('без изменений');
    rerender(<ChangeBadge change={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
