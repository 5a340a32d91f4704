import { PRODUCT_SORTS, RECOMMENDATION_KINDS, type RecommendationKind } from '@kits/contract';
import { useCallback } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { SearchBox, type SearchOptions } from '@/components/search-box';
import type { CatalogFilters, ProductSort } from '@/lib/catalog-filters';

/** The on/off filters, as switches. */
const SWITCHES = [
  { key: 'inStock', id: 'filter-in-stock' },
  { key: 'favourites', id: 'filter-favourites' },
] as const;

type Props = {
  filters: CatalogFilters;
  onChange: (change: Partial<CatalogFilters>, options?: { replace?: boolean }) => void;
};

/** The filter bar: search (debounced), hashtag, in stock, recommendation kind, favourites, sort. */
export function ProductFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('catalog');
  const search = useCallback((q: string, options: SearchOptions) => onChange({ q }, options), [onChange]);

  return (
    <Form
      role="search"
      aria-label={t('filters.label')}
      className="catalog-filters d-flex flex-wrap align-items-center gap-2 gap-md-3"
      onSubmit={(e) => e.preventDefault()}
    >
      <SearchBox
        value={filters.q}
        onSearch={search}
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        size="sm"
        className="catalog-search"
      />
      {filters.hashtag && (
        <span className="badge rounded-pill text-bg-primary d-inline-flex align-items-center gap-1 fw-normal">
          #{filters.hashtag}
          <CloseButton
            variant="white"
            className="catalog-chip-close"
            aria-label={t('filters.removeHashtag', { tag: filters.hashtag })}
            onClick={() => onChange({ hashtag: '' })}
          />
        </span>
      )}
      <Form.Select
        size="sm"
        className="w-auto"
        aria-label={t('filters.recommendation')}
        value={filters.recommendation ?? ''}
        onChange={(e) => onChange({ recommendation: (e.target.value || null) as RecommendationKind | null })}
      >
        <option value="">{t('filters.anyRecommendation')}</option>
        {RECOMMENDATION_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`recommendation.kinds.${kind}`)}
          </option>
        ))}
      </Form.Select>
      {SWITCHES.map(({ key, id }) => (
        <Form.Check
          key={key}
          type="switch"
          id={id}
          className="mb-0 text-nowrap small"
          label={t(`filters.${key}`)}
          checked={filters[key]}
          onChange={(e) => onChange({ [key]: e.target.checked })}
        />
      ))}
      <div className="d-flex align-items-center gap-2 ms-md-auto">
        <Form.Label htmlFor="filter-sort" className="mb-0 small text-body-secondary text-nowrap">
          {t('filters.sort')}
        </Form.Label>
        <Form.Select
          id="filter-sort"
          size="sm"
          className="w-auto"
          value={filters.sort}
          onChange={(e) => onChange({ sort: e.target.value as ProductSort })}
        >
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </Form.Select>
      </div>
    </Form>
  );
}
