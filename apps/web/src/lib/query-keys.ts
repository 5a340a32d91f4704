import type { ProductsQuery } from '@kits/contract';

/**
 * The query-key factory: every TanStack Query key of the page comes from here, so mutations
 * invalidate by these, never by hand-typed strings (CONVENTIONS habit 6).
 */
export const queryKeys = {
  me: ['auth', 'me'] as const,
  categories: (lang: string) => ['catalog', 'categories', lang] as const,
  products: {
    all: ['catalog', 'products'] as const,
    list: (query: Partial<ProductsQuery>, lang: string) =>
      ['catalog', 'products', 'list', query, lang] as const,
    detail: (code: string, lang: string) => ['catalog', 'products', 'detail', code, lang] as const,
  },
  stores: ['stores'] as const,
  basket: ['basket'] as const,
  favourites: (page: number) => ['favourites', page] as const,
  orders: {
    all: ['orders'] as const,
    list: (filters: Record<string, unknown>) => ['orders', 'list', filters] as const,
    detail: (uuid: string) => ['orders', 'detail', uuid] as const,
  },
  profile: (uuid: string) => ['profile', uuid] as const,
  deliveryLookups: (lang: string) => ['profile', 'delivery', lang] as const,
  updatesLog: ['updates-log'] as const,
  analytic: (productId: number) => ['analytic', productId] as const,
  autoOrder: {
    recommendedSum: ['auto-order', 'recommended-sum'] as const,
    check: (storeId: number) => ['auto-order', 'check', storeId] as const,
  },
};
