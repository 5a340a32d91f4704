import type { Product } from '@kits/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { patchCachedProducts } from './patch-cached-products';
import { queryKeys } from './query-keys';

const product = (id: number, is_favourite = false) =>
  ({ id, code: `P-${id}`, basket_count: 0, is_favourite }) as Product;
const favourite = (p: Product) => (p.id === 2 ? { ...p, is_favourite: true } : p);

describe('patchCachedProducts', () => {
  it('patches the product in every cached catalogue page, product page and favourites page', () => {
    const client = new QueryClient();
    const listKey = queryKeys.products.list({ page: 1 }, 'ru');
    const detailKey = queryKeys.products.detail('P-2', 'ru');
    const favouritesKey = queryKeys.favourites(3);
    client.setQueryData(listKey, { data: [product(1), product(2)], meta: { page: 1 } });
    client.setQueryData(detailKey, { data: product(2) });
    client.setQueryData(favouritesKey, { data: [product(2)] });

    patchCachedProducts(client, favourite);

    expect(client.getQueryData<{ data: Product[] }>(listKey)?.data.map((p) => p.is_favourite)).toEqual([
      false,
      true,
    ]);
    expect(client.getQueryData<{ data: Product }>(detailKey)?.data.is_favourite).toBe(true);
    expect(client.getQueryData<{ data: Product[] }>(favouritesKey)?.data[0]?.is_favourite).toBe(true);
  });

  it('leaves queries without a changed product, and data that is no product, as they were', () => {
    const client = new QueryClient();
    const listKey = queryKeys.products.list({ page: 2 }, 'ru');
    const otherKey = [...queryKeys.products.all, 'legend'];
    const list = { data: [product(1)] };
    const other = { data: { total: 5 } };
    client.setQueryData(listKey, list);
    client.setQueryData(otherKey, other);

    patchCachedProducts(client, favourite);

    expect(client.getQueryData(listKey)).toBe(list);
    expect(client.getQueryData(otherKey)).toBe(other);
  });
});
