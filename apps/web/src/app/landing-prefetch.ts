import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { categoriesQueryOptions } from '@/api/get-categories';
import { productsQueryOptions } from '@/api/get-products';
import type { LandingPrefetch } from '@/features/auth/components/login-page';
import { filtersFromSearch, toProductsQuery } from '@/lib/catalog-filters';
import i18n from '@/lib/i18n';

/** The catalogue route matched by `path` with its category slug, or null for any other page. */
function catalogueAt(routes: RouteObject[], catalogLazy: RouteObject['lazy'], path: string) {
  const url = new URL(path, window.location.origin);
  const leaf = matchRoutes(routes, url.pathname)?.at(-1);
  if (!leaf || leaf.route.lazy !== catalogLazy) return null;
  return { slug: leaf.params.categorySlug ?? 'all', search: url.searchParams };
}

/**
 * The login page's landing preparation (docs/rules.md#first-load): while the form is filled in, the
 * catalogue's chunk when the login lands there; once the token is stored, beside POST auth/me, the
 * category tree (every logged-in page's menu) and, for a catalogue landing, its first products
 * page under the very query key the page asks for, so the table renders from it without a
 * request of its own. `routes` is read lazily (the router holds this object).
 */
export function landingPrefetch(
  getRoutes: () => RouteObject[],
  catalogLazy: () => Promise<unknown>,
): LandingPrefetch {
  const at = (path: string) => catalogueAt(getRoutes(), catalogLazy as RouteObject['lazy'], path);
  return {
    preload: (path) => {
      if (at(path)) void catalogLazy();
    },
    prefetch: (queryClient: QueryClient, path) => {
      void queryClient.prefetchQuery(categoriesQueryOptions(i18n.language));
      const catalogue = at(path);
      if (!catalogue) return;
      const query = toProductsQuery(catalogue.slug, filtersFromSearch(catalogue.search));
      void queryClient.prefetchQuery(productsQueryOptions(query, i18n.language));
    },
  };
}
