import { type LoaderFunctionArgs, redirect } from 'react-router';
import { legacyCategoryHref } from '@/config/paths';

/**
 * Loader of the catalogue routes: an old category slug (docs/rules.md#legacy-redirects, e.g.
 * paintingbynumbers.html) redirects to /catalog/{new slug}, keeping the product code and the query
 * string; any other slug is not redirected.
 */
export function legacyCategoryLoader({ params, request }: LoaderFunctionArgs) {
  const target = params.categorySlug ? legacyCategoryHref(params.categorySlug) : null;
  if (!target) return null;
  const { search } = new URL(request.url);
  const product = params.productCode ? `/${encodeURIComponent(params.productCode)}` : '';
  return redirect(`${target}${product}${search}`);
}
