// @vitest-environment jsdom
import type { Product } from '@kits/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ProductColumn, ProductColumnsProvider } from '@/components/product-columns';
import { makeProduct, makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { ShowcaseCard } from './showcase-card';
import { showcaseQuery } from './showcase-page';

await setupWebTest('ru');

const text = (el: HTMLElement) => (el.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** A stand-in for the basket column the app adds (app/product-columns): the card must render its cell. */
const basketColumn: ProductColumn = {
  id: 'basket',
  Header: () => null,
  Cell: ({ product }: { product: Product }) => <button type="button">В корзину {product.code}</button>,
};

const renderCard = (product: Product, user = makeUser(), onRequestPrices = () => {}) =>
  render(
    <ProductColumnsProvider columns={[basketColumn]}>
      <ShowcaseCard product={product} user={user} onRequestPrices={onRequestPrices} />
    </ProductColumnsProvider>,
  );

describe('ShowcaseCard (docs/rules.md#showcase)', () => {
  it('shows the large picture, not the thumbnail, with the name, stock, price and the basket cell', () => {
    renderCard(
      makeProduct({
        quantity: 5,
        media: [{ id: 1, collection_name: 'main', url: '/media/1/big.jpg', url_small: '/media/1/small.jpg' }],
      }),
    );
    const card = screen.getByRole('article', { name: 'Алмазная мозаика «Кот на окне»' });
    expect(within(card).getByRole('img')).toHaveAttribute('src', '/media/1/big.jpg');
    expect(within(card).getByRole('link', { name: 'Алмазная мозаика «Кот на окне»' })).toBeInTheDocument();
    expect(within(card).getByText('На складе: 5')).toBeInTheDocument();
    expect(text(card)).toContain('1 234,50 ₽');
    expect(within(card).getByRole('button', { name: 'В корзину AM-0001' })).toBeInTheDocument();
  });

  it('applies the table rules: discount price, out of stock, not-found picture', () => {
    renderCard(makeProduct({ quantity: 0 }), makeUser({ discount: 10 }));
    expect(screen.getByText('Нет на складе')).toBeInTheDocument();
    expect(text(screen.getByRole('article'))).toContain('1 111,05 ₽');
    expect(screen.getByRole('img')).toHaveAttribute('src', '/not-found.svg');
  });

  it('offers the request-prices button to a user without wholesale prices', async () => {
    const onRequestPrices = vi.fn();
    renderCard(
      makeProduct({ price_wholesale: null, price_with_discount: null }),
      makeUser({ groups: ['viewer'] }),
      onRequestPrices,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Узнать цены' }));
    expect(onRequestPrices).toHaveBeenCalledOnce();
  });
});

describe('showcaseQuery', () => {
  it('asks the catalogue for the provided_at_showcase products of a category, a page at a time', () => {
    expect(showcaseQuery(null, 1)).toEqual({
      category: 'all',
      recommendation: 'provided_at_showcase',
      page: 1,
      per_page: 20,
    });
    expect(showcaseQuery('kraski', 3)).toMatchObject({ category: 'kraski', page: 3 });
  });
});
