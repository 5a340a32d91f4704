import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState as EmptyList } from '@/components/empty-state';
import { paths } from '@/config/paths';
import { type CatalogFilters, filtersToSearch, toProductsQuery } from '@/lib/catalog-filters';
import { num } from '@/lib/format';
import { productsQueryOptions } from '../api/get-products';

type Props = {
  filtered: boolean;
  onReset: () => void;
  /** The category shown ('all' = the whole catalogue) and its filters. */
  category: string;
  filters: CatalogFilters;
};

/**
 * No product matches: say why, and offer the way out when filters narrow the list. A search that
 * finds nothing inside a category looks in the whole catalogue too and offers what it found there
 * with its count (docs/rules.md#header-search).
 */
export function EmptyState({ filtered, onReset, category, filters }: Props) {
  const { t, i18n } = useTranslation('catalog');
  const searchElsewhere = category !== 'all' && !!filters.q.trim();
  const whole = useQuery({
    ...productsQueryOptions(
      { ...toProductsQuery('all', { ...filters, page: 1 }), per_page: 1 },
      i18n.language,
    ),
    enabled: searchElsewhere,
  });
  const found = searchElsewhere ? (whole.data?.meta.total ?? 0) : 0;
  return (
    <EmptyList
      title={t('empty.title')}
      text={
        found > 0
          ? t('empty.inCategory', { q: filters.q.trim() })
          : filtered
            ? t('empty.filtered')
            : t('empty.category')
      }
    >
      <div className="d-flex flex-wrap justify-content-center gap-2">
        {found > 0 && (
          <Link
            className="btn btn-primary btn-sm"
            to={{
              pathname: paths.category.getHref('all'),
              search: filtersToSearch({ ...filters, page: 1 }).toString(),
            }}
          >
            {t('empty.wholeCatalogue', { count: found, n: num(found) })}
          </Link>
        )}
        {filtered && (
          <Button variant="outline-primary" size="sm" onClick={onReset}>
            {t('filters.reset')}
          </Button>
        )}
      </div>
    </EmptyList>
  );
}
