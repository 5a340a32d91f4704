import type { ProductsQuery } from '@kits/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCategories } from '@/api/get-categories';
import { useUser } from '@/api/get-me';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { ListPageLinks } from '@/components/page-links';
import { QueryState } from '@/components/query-state';
import { pageRange } from '@/lib/format';
import { useProducts } from '../api/get-products';
import { RequestPricesModal } from './request-prices-modal';
import { ShowcaseCard } from './showcase-card';
import './catalog.css';

/** Cards per page of the showcase: rows of 2 on a phone, 3–4 on a tablet and laptop, 5 on a wide desktop. */
export const SHOWCASE_PER_PAGE = 20;

/**
 * The showcase's GET catalog/products query (docs/rules.md#showcase): the products marked
 * provided_at_showcase, of the top-level category `category` ('all' or none: every one), page `page`.
 */
export const showcaseQuery = (category: string | null, page: number): Partial<ProductsQuery> => ({
  category: category || 'all',
  recommendation: 'provided_at_showcase',
  page,
  per_page: SHOWCASE_PER_PAGE,
});

const GRID = 'row row-cols-2 row-cols-md-3 row-cols-lg-4 row-cols-xxl-5 g-2 g-md-3 list-unstyled';

/** The grid's shape while the first page loads. */
function ShowcaseSkeleton() {
  return (
    <ul className={GRID} aria-hidden="true">
      {Array.from({ length: 10 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <li key={i} className="col">
          <div className="border rounded h-100">
            <div className="ratio ratio-1x1 bg-body-tertiary rounded-top" />
            <Placeholder as="div" animation="glow" className="p-2">
              <Placeholder xs={4} size="sm" /> <Placeholder xs={10} /> <Placeholder xs={6} />
            </Placeholder>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * /showcase (docs/rules.md#showcase): the products marked provided_at_showcase as a grid of large
 * pictures with the price for the viewer, the stock badges and the basket buttons of the catalogue
 * table (ShowcaseCard), filterable by top-level category (chips; `?category=` and `?page=` in the
 * URL), SHOWCASE_PER_PAGE a page. Loading: a skeleton grid; failure: the error alert with a retry;
 * nothing marked: an empty state.
 */
export function ShowcasePage() {
  const { t } = useTranslation('catalog');
  const user = useUser();
  const categories = useCategories();
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useMemo(() => showcaseQuery(category, page), [category, page]);
  const products = useProducts(query);
  const [leadOpen, setLeadOpen] = useState(false);
  const gridTop = useRef<HTMLDivElement>(null);
  const chips = useRef<HTMLUListElement>(null);
  const meta = products.data?.meta;
  const hasCategories = (categories.data?.length ?? 0) > 0;

  // On a phone the chips scroll sideways: keep the chosen one in sight (centred), without moving the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when another chip is chosen (read from the DOM)
  useEffect(() => {
    const list = chips.current;
    const active = list?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!list || !active || !hasCategories) return;
    const listBox = list.getBoundingClientRect();
    const box = active.getBoundingClientRect();
    list.scrollLeft += box.left - listBox.left - (listBox.width - box.width) / 2;
  }, [category, hasCategories]);

  const searchFor = (next: { category?: string | null; page?: number }) => {
    const search = new URLSearchParams();
    const slug = next.category === undefined ? category : next.category;
    if (slug) search.set('category', slug);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    return search.toString();
  };
  const chip = (slug: string | null, label: string) => {
    const active = (slug ?? null) === (category ?? null);
    return (
      <li key={slug ?? 'all'}>
        <button
          type="button"
          aria-pressed={active}
          className={`btn btn-sm rounded-pill ${active ? 'btn-primary' : 'btn-outline-secondary'} catalog-chip`}
          onClick={() => setParams(searchFor({ category: slug, page: 1 }))}
        >
          {label}
        </button>
      </li>
    );
  };

  return (
    <>
      <PageHeader title={t('showcase.title')} />
      <p className="text-body-secondary">{t('showcase.purpose')}</p>
      {hasCategories && (
        <nav aria-label={t('showcase.categories')}>
          <ul ref={chips} className="list-unstyled d-flex flex-nowrap flex-md-wrap gap-2 mb-3 catalog-chips">
            {chip(null, t('nav.allCategories', { ns: 'layout' }))}
            {categories.data!.map((c) => chip(c.slug, c.displayed_name))}
          </ul>
        </nav>
      )}
      <div ref={gridTop} className="small text-body-secondary mb-2 scroll-mt" role="status">
        {meta && meta.total > 0 && t('range', pageRange(meta))}
      </div>
      <QueryState
        query={products}
        errorTitle={t('showcase.loadError')}
        pending={<ShowcaseSkeleton />}
        isEmpty={(answer) => answer.data.length === 0}
        empty={
          <EmptyState
            title={t('showcase.empty')}
            text={category ? t('showcase.emptyCategory') : t('showcase.emptyText')}
          />
        }
      >
        {(answer) => (
          <ul
            className={`${GRID} ${products.isPlaceholderData ? 'opacity-50' : ''}`}
            aria-busy={products.isPlaceholderData}
          >
            {answer.data.map((product) => (
              <li key={product.id} className="col">
                <ShowcaseCard product={product} user={user} onRequestPrices={() => setLeadOpen(true)} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ListPageLinks
        label={t('showcase.pages')}
        meta={meta}
        searchFor={(to) => searchFor({ page: to })}
        onNavigate={() => gridTop.current?.scrollIntoView({ block: 'start' })}
      />
      <RequestPricesModal show={leadOpen} onHide={() => setLeadOpen(false)} />
    </>
  );
}
