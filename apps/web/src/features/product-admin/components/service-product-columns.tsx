import { MAIN_STORE_ID, type ServiceProduct } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import type { PickColumn } from '@/components/pick-table';
import { useProductPickColumns } from '@/components/service-product-search';
import { money, num } from '@/lib/format';

/** A status slug in the interface language, else the slug made readable. */
export const useStatusLabel = () => {
  const { t } = useTranslation('product-admin');
  return (slug: string) => t(`statuses.${slug}`, { defaultValue: slug.replace(/_/g, ' ') });
};

/** The product administration's columns of found products: code, names, category, RUB prices, stock 1/56, statuses (and archived). */
export function useServiceProductColumns(): PickColumn<ServiceProduct>[] {
  const { t, i18n } = useTranslation('product-admin');
  const { code, name } = useProductPickColumns();
  const statusLabel = useStatusLabel();
  const stockOf = (p: ServiceProduct, id: number) => p.stock.find((s) => s.store_id === id)?.quantity ?? 0;
  const stockColumn = (store: number): PickColumn<ServiceProduct> => ({
    label: t('products.stock', { store }),
    className: 'text-end',
    cellClassName: 'text-end tabular',
    cell: (p) => num(stockOf(p, store)),
  });
  return [
    code,
    name((p) => (
      <>
        <div>{p.name_ru}</div>
        {p.name_en !== p.name_ru && <div className="small text-body-secondary">{p.name_en}</div>}
      </>
    )),
    {
      label: t('products.category'),
      cellClassName: 'small',
      cell: (p) => (i18n.language === 'ru' ? p.category.name_ru : p.category.name_en),
    },
    {
      label: t('products.priceRub'),
      className: 'text-end',
      cellClassName: 'text-end text-nowrap tabular',
      cell: ({ prices: { RUB: rub } }) =>
        rub ? (
          <>
            <div>{money(rub.wholesale, 'RUB')}</div>
            <div className="small text-body-secondary">{money(rub.retail, 'RUB')}</div>
          </>
        ) : (
          <span className="text-body-tertiary">—</span>
        ),
    },
    stockColumn(MAIN_STORE_ID.ru),
    stockColumn(MAIN_STORE_ID.en),
    {
      label: t('products.statuses'),
      cell: (p) => (
        <div className="d-flex flex-wrap gap-1">
          {p.archived_at && (
            <Badge bg="secondary" className="fw-normal">
              {t('archive.badge')}
            </Badge>
          )}
          {p.statuses.map((s) => (
            <Badge key={s} bg="light" text="dark" className="border fw-normal">
              {statusLabel(s)}
            </Badge>
          ))}
        </div>
      ),
    },
  ];
}
