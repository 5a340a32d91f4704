import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { legacyCategoryHref } from '@/config/paths';

/**
 * Around the catalogue and product routes: an old category slug (docs/rules.md#legacy-redirects,
 * e.g. paintingbynumbers.html) is replaced by /catalog/{new slug}, keeping the product code and the
 * query string; any other slug shows the page (`children`).
 */
export function LegacyCategoryRedirect({ children }: { children: ReactNode }) {
  const { categorySlug, productCode } = useParams();
  const { search } = useLocation();
  const target = categorySlug ? legacyCategoryHref(categorySlug) : null;
  if (!target) return children;
  const product = productCode ? `/${encodeURIComponent(productCode)}` : '';
  return <Navigate to={`${target}${product}${search}`} replace />;
}
