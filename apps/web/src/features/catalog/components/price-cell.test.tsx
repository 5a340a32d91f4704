// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct, makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { PriceCell } from './price-cell';

await setupWebTest('ru');

// Intl separates groups and the currency with no-break spaces.
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('price cell', { timeout: 15_000 }, () => {
  it('shows the wholesale and retail prices in the store currency, without a discount block at 0 %', () => {
    const { container } = render(
      <PriceCell product={makeProduct()} user={makeUser({ discount: 0 })} onRequestPrices={() => {}} />,
    );
    expect(text(container)).toContain('1 234,50 ₽');
    expect(text(container)).toContain('Розн. 2 490,00 ₽');
    expect(text(container)).not.toContain('1 111,05');
    expect(screen.queryByTestId('discount-block')).toBeNull();
  });

  it('shows the price with discount, the struck-out wholesale price and the percent when discount > 0', () => {
    const { container } = render(
      <PriceCell product={makeProduct()} user={makeUser({ discount: 10 })} onRequestPrices={() => {}} />,
    );
    expect(text(container)).toContain('1 111,05 ₽');
    const block = screen.getByTestId('discount-block');
    expect(text(block)).toContain('1 234,50 ₽');
    expect(text(block)).toContain('−10%');
    expect(block.querySelector('s')).not.toBeNull();
  });

  it('formats euros in the English interface', async () => {
    await setupWebTest('en');
    const { container } = render(
      <PriceCell
        product={makeProduct({ store_currency: 'EUR', price_wholesale: '12.50', price_retail: '25.00' })}
        user={makeUser()}
        onRequestPrices={() => {}}
      />,
    );
    expect(text(container)).toContain('€12.50');
    expect(text(container)).toContain('RRP €25.00');
    await setupWebTest('ru');
  });

  it('says "price on request" for a zero wholesale price, never "0 ₽" (docs/rules.md#no-price)', () => {
    const { container } = render(
      <PriceCell
        product={makeProduct({ price_wholesale: '0.00', price_with_discount: '0.00', price_retail: null })}
        user={makeUser({ groups: ['warehouse'], discount: 5 })}
        onRequestPrices={() => {}}
      />,
    );
    expect(text(container)).toBe('Цена по запросупока нельзя заказать');
    expect(screen.queryByTestId('discount-block')).toBeNull();
  });

  it('shows the request-prices button instead of prices when the user has none (null)', async () => {
    const onRequestPrices = vi.fn();
    const { container } = render(
      <PriceCell
        product={makeProduct({ price_wholesale: null, price_with_discount: null })}
        user={makeUser({ groups: [] })}
        onRequestPrices={onRequestPrices}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Узнать цены' }));
    expect(onRequestPrices).toHaveBeenCalledOnce();
    expect(text(container)).not.toContain('1 234,50');
  });
});
