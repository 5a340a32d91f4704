// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { StockSystemLink } from './stock-system-link';

await setupWebTest('ru');

describe('StockSystemLink (docs/rules.md#abilities: the stock-system link for managers)', () => {
  it('opens the order in the stock system in a new tab when the server sends the link', () => {
    render(
      <StockSystemLink
        order={{ moysklad_ui_href: 'https://online.moysklad.ru/app/#customerorder/edit?id=1' }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Открыть в МойСклад' });
    expect(link).toHaveAttribute('href', 'https://online.moysklad.ru/app/#customerorder/edit?id=1');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows nothing when the server sent none (every user but a manager)', () => {
    const { container } = render(<StockSystemLink order={{ moysklad_ui_href: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
