import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { categoriesQueryOptions } from '@/api/get-categories';
import { paths } from '@/config/paths';
import type { LandingPrefetch } from '@/features/auth/components/login-page';
import { productsQueryOptions } from '@/features/catalog/api/get-products';
import { filtersFromSearch, toProductsQuery } from '@/lib/catalog-filters';
import i18n from '@/lib/i18n';

/** The catalogue's own routes: all products and one category (docs/rules.md#routes). */
const CATALOGUE_PATHS: ReadonlySet<string> = new Set([paths.catalog.path, paths.category.path]);

/**
 * The catalogue route matched by `path` in `routes` (so static siblings such as /catalog/basket
 * win over /catalog/:categorySlug) with its category slug, or null for any other page.
 */
function catalogueAt(routes: RouteObject[], path: string) {
  const url = new URL(path, window.location.origin);
  const leaf = matchRoutes(routes, url.pathname)?.at(-1);
  if (!leaf?.route.path || !CATALOGUE_PATHS.has(leaf.route.path)) return null;
  return { slug: leaf.params.categorySlug ?? 'all', search: url.searchParams };
}

/**
 * The login page's landing preparation (docs/rules.md#first-load): while the form is filled in, the
 * catalogue's chunk when the login lands there; once the token is stored, beside POST auth/me, the
 * category tree (every logged-in page's menu) and, for a catalogue landing, its first products
 * page under the very query key the page asks for, so the table renders from it without a
 * request of its own. `routes` is read lazily (the route table holds this object); `catalogue`
 * is the catalogue's lazy page (`preload` fetches its code).
 */
export function landingPrefetch(
  getRoutes: () => RouteObject[],
  catalogue: { preload: () => void },
): LandingPrefetch {
  const at = (path: string) => catalogueAt(getRoutes(), path);
  return {
    preload: (path) => {
      if (at(path)) catalogue.preload();
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
