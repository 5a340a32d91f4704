import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickTable } from '@/components/pick-table';
import { SearchBox } from '@/components/search-box';
import { money, num } from '@/lib/format';
import type { ProductsQueryOptions } from '@/lib/products-query';

/** How many found products the search shows. */
const FOUND_MAX = 8;

/**
 * Find a product by code or name in the catalogue (GET catalog/products?q=, the user's own
 * prices) and add its code to the selection (`onAdd`); codes already picked show as added.
 * `productsQuery` is the catalogue's products query, handed down from app/.
 */
export function ProductCodeSearch({
  picked,
  onAdd,
  productsQuery,
}: {
  picked: string[];
  onAdd: (code: string) => void;
  productsQuery: ProductsQueryOptions;
}) {
  const { t, i18n } = useTranslation('shopify');
  const [q, setQ] = useState('');
  const found = useQuery({
    ...productsQuery({ q, per_page: FOUND_MAX }, i18n.language),
    enabled: q.length > 0,
  });
  const rows = q ? (found.data?.data ?? []) : [];
  return (
    <div className="mt-2">
      <SearchBox
        size="sm"
        value={q}
        onSearch={(text) => setQ(text.trim())}
        label={t('publish.search')}
        placeholder={t('publish.searchPlaceholder')}
        busy={found.isFetching}
      />
      {q && !found.isFetching && rows.length === 0 && (
        <div className="small text-body-secondary mt-1">{t('publish.searchNothing', { q })}</div>
      )}
      {rows.length > 0 && (
        <div className="mt-2">
          <PickTable
            rows={rows}
            rowKey={(p) => p.id}
            label={t('publish.searchResults', {
              count: found.data?.meta.total ?? 0,
              formatted: num(found.data?.meta.total ?? 0),
            })}
            columns={[
              {
                label: t('preview.columns.code'),
                cell: (p) => p.code,
                cellClassName: 'fw-semibold text-nowrap small',
              },
              { label: t('preview.columns.name'), cell: (p) => p.name, cellClassName: 'small' },
              {
                label: t('preview.columns.myPrice'),
                cell: (p) => (p.price_with_discount ? money(p.price_with_discount, p.store_currency) : '—'),
                cellClassName: 'text-end text-nowrap small',
                className: 'text-end',
              },
            ]}
            pick={{
              label: t('publish.add'),
              rowLabel: (p) => t('publish.addCode', { code: p.code }),
              onPick: (p) => onAdd(p.code),
            }}
            selectedKey={rows.find((p) => picked.includes(p.code))?.id ?? null}
          />
        </div>
      )}
    </div>
  );
}
