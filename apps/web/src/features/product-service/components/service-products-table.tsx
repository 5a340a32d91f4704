import { MAIN_STORE_ID, type ServiceProduct } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import '@/components/service-table.css';
import { money, num } from '@/lib/format';

/** A status slug in the interface language, else the slug made readable. */
export const useStatusLabel = () => {
  const { t } = useTranslation('product-service');
  return (slug: string) => t(`statuses.${slug}`, { defaultValue: slug.replace(/_/g, ' ') });
};

/** The search results of the product service: code, names, category, RUB prices, stock 1/56, statuses. */
export function ServiceProductsTable({
  products,
  selectedId,
  onSelect,
}: {
  products: ServiceProduct[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t, i18n } = useTranslation('product-service');
  const statusLabel = useStatusLabel();
  const stockOf = (p: ServiceProduct, id: number) => p.stock.find((s) => s.store_id === id)?.quantity;
  return (
    <div className="table-responsive">
      <Table size="sm" hover className="service-table mb-0" aria-label={t('products.results')}>
        <thead className="table-light">
          <tr>
            <th scope="col">{t('products.code')}</th>
            <th scope="col">{t('products.name')}</th>
            <th scope="col">{t('products.category')}</th>
            <th scope="col" className="text-end">
              {t('products.priceRub')}
            </th>
            <th scope="col" className="text-end">
              {t('products.stock', { store: MAIN_STORE_ID.ru })}
            </th>
            <th scope="col" className="text-end">
              {t('products.stock', { store: MAIN_STORE_ID.en })}
            </th>
            <th scope="col">{t('products.statuses')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('products.edit')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => {
            const rub = p.prices.RUB;
            const active = p.id === selectedId;
            return (
              <tr key={p.id} className={active ? 'service-row-active' : undefined} aria-selected={active}>
                <td className="text-nowrap fw-semibold tabular">{p.code}</td>
                <td>
                  <div>{p.name_ru}</div>
                  {p.name_en !== p.name_ru && <div className="small text-body-secondary">{p.name_en}</div>}
                </td>
                <td className="small">{i18n.language === 'ru' ? p.category.name_ru : p.category.name_en}</td>
                <td className="text-end text-nowrap tabular">
                  {rub ? (
                    <>
                      <div>{money(rub.wholesale, 'RUB')}</div>
                      <div className="small text-body-secondary">{money(rub.retail, 'RUB')}</div>
                    </>
                  ) : (
                    <span className="text-body-tertiary">—</span>
                  )}
                </td>
                <td className="text-end tabular">{num(stockOf(p, MAIN_STORE_ID.ru) ?? 0)}</td>
                <td className="text-end tabular">{num(stockOf(p, MAIN_STORE_ID.en) ?? 0)}</td>
                <td>
                  <div className="d-flex flex-wrap gap-1">
                    {p.statuses.map((s) => (
                      <Badge key={s} bg="light" text="dark" className="border fw-normal">
                        {statusLabel(s)}
                      </Badge>
                    ))}
                  </div>
                </td>
                <td className="text-end">
                  <Button
                    size="sm"
                    variant={active ? 'primary' : 'outline-primary'}
                    onClick={() => onSelect(p.id)}
                    aria-label={t('products.editNamed', { code: p.code })}
                  >
                    {t('products.edit')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
