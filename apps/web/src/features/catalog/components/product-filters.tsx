import { PRODUCT_SORTS, RECOMMENDATION_KINDS, type RecommendationKind } from '@kits/contract';
import { useEffect, useRef, useState } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { CatalogFilters, ProductSort } from '@/lib/catalog-filters';

const SEARCH_DEBOUNCE_MS = 350;

type Props = {
  filters: CatalogFilters;
  onChange: (change: Partial<CatalogFilters>, options?: { replace?: boolean }) => void;
};

/** The filter bar: search (debounced), hashtag, in stock, recommendation kind, favourites, sort. */
export function ProductFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('catalog');
  const [text, setText] = useState(filters.q);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const applied = useRef(filters.q);

  // Typing: send the debounced text to the URL, replacing the history entry.
  useEffect(() => {
    if (debounced.trim() === applied.current) return;
    applied.current = debounced.trim();
    onChange({ q: debounced }, { replace: true });
  }, [debounced, onChange]);

  // Back/forward or a reset changed the URL: show its text in the box.
  useEffect(() => {
    if (filters.q === applied.current) return;
    applied.current = filters.q;
    setText(filters.q);
  }, [filters.q]);

  return (
    <Form
      role="search"
      aria-label={t('filters.label')}
      className="catalog-filters d-flex flex-wrap align-items-center gap-2 gap-md-3"
      onSubmit={(e) => {
        e.preventDefault();
        applied.current = text.trim();
        onChange({ q: text });
      }}
    >
      <InputGroup size="sm" className="catalog-search">
        <Form.Control
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('filters.searchPlaceholder')}
          aria-label={t('filters.search')}
          maxLength={200}
        />
      </InputGroup>
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
      <Form.Check
        type="switch"
        id="filter-in-stock"
        className="mb-0 text-nowrap small"
        label={t('filters.inStock')}
        checked={filters.inStock}
        onChange={(e) => onChange({ inStock: e.target.checked })}
      />
      <Form.Check
        type="switch"
        id="filter-favourites"
        className="mb-0 text-nowrap small"
        label={t('filters.favourites')}
        checked={filters.favourites}
        onChange={(e) => onChange({ favourites: e.target.checked })}
      />
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
