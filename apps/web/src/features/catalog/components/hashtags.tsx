import type { Product } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { DEFAULT_FILTERS, filtersToSearch } from '@/lib/catalog-filters';

type Props = {
  tags: Product['hash_tags'];
  /** In the table: filter the list in place. Without it the tags link to the filtered catalogue. */
  onSelect?: (tag: string) => void;
  active?: string;
};

/** Hashtags; choosing one filters the product table by it (docs/rules.md#spec-1). */
export function Hashtags({ tags, onSelect, active }: Props) {
  const { t } = useTranslation('catalog');
  if (tags.length === 0) return null;
  return (
    <span className="d-inline-flex flex-wrap column-gap-2 small">
      {tags.map(({ name }) =>
        onSelect ? (
          <button
            key={name}
            type="button"
            className={`btn btn-link btn-sm p-0 border-0 text-decoration-none align-baseline ${name === active ? 'fw-semibold' : ''}`}
            title={t('filters.hashtag')}
            aria-pressed={name === active}
            onClick={() => onSelect(name)}
          >
            #{name}
          </button>
        ) : (
          <Link
            key={name}
            className="text-decoration-none"
            to={`${paths.catalog.getHref()}?${filtersToSearch({ ...DEFAULT_FILTERS, hashtag: name })}`}
          >
            #{name}
          </Link>
        ),
      )}
    </span>
  );
}
