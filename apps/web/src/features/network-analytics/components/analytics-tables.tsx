import type {
  AnalyticsCategoryRow,
  AnalyticsOutletProduct,
  AnalyticsOutletRow,
  AnalyticsProductRow,
  AnalyticsShelfRow,
  CurrencyAmount,
} from '@kits/contract';
import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { money, num } from '@/lib/format';
import { ChangeBadge } from './figures';

/** A product a row can open the analytic popover of (composed by the page's route). */
export type ProductRef = { id: number; code: string; name: string };
export type ProductAction = (product: ProductRef) => ReactNode;

/** Revenue per currency, one line each (never added across currencies). */
export function Revenue({ revenue }: { revenue: CurrencyAmount[] }) {
  if (revenue.length === 0) return <span className="text-body-secondary">—</span>;
  return (
    <>
      {revenue.map((r) => (
        <div key={r.currency} className="text-nowrap">
          {money(r.amount, r.currency)}
        </div>
      ))}
    </>
  );
}

/** Sell-through as a percent (one decimal), "—" when nothing was sold nor stocked. */
export const sellThroughText = (value: number | null) => (value === null ? '—' : `${num(value * 100, 1)} %`);

/** A titled card around a table or chart of the analytics page. */
export function Panel({
  title,
  hint,
  children,
  testId,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="border rounded p-2 p-md-3 h-100" data-testid={testId}>
      <h2 className="h5 mb-1">{title}</h2>
      {hint && <p className="small text-body-secondary mb-2">{hint}</p>}
      {children}
    </section>
  );
}

/** Outlets ranked by units (docs/rules.md#network-analytics): each links to its drill-down (`hrefOf`). */
export function OutletsTable({
  outlets,
  hrefOf,
}: {
  outlets: AnalyticsOutletRow[];
  hrefOf: (storeId: number) => string;
}) {
  const { t } = useTranslation('network-analytics');
  if (outlets.length === 0) return <p className="text-body-secondary small mb-0">{t('outlets.empty')}</p>;
  return (
    <Table size="sm" hover responsive className="mb-0 small align-middle">
      <thead>
        <tr>
          <th>{t('outlets.outlet')}</th>
          <th className="text-end">{t('outlets.units')}</th>
          <th className="text-end">{t('outlets.revenue')}</th>
          <th className="text-end">{t('outlets.change')}</th>
        </tr>
      </thead>
      <tbody>
        {outlets.map((o) => (
          <tr key={o.store_id}>
            <td>
              <Link to={hrefOf(o.store_id)}>{o.name}</Link>
              {o.city && <div className="text-body-secondary">{o.city}</div>}
            </td>
            <td className="text-end">{num(o.units)}</td>
            <td className="text-end text-nowrap">{money(o.revenue, o.currency)}</td>
            <td className="text-end">
              {o.change === null ? (
                <span className="text-body-secondary">—</span>
              ) : (
                <ChangeBadge change={o.change} compact />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The network's best-selling products; `action` renders each row's analytic popover button. */
export function ProductsTable({
  products,
  action,
}: {
  products: AnalyticsProductRow[];
  action?: ProductAction;
}) {
  const { t } = useTranslation('network-analytics');
  if (products.length === 0) return <p className="text-body-secondary small mb-0">{t('products.empty')}</p>;
  return (
    <Table size="sm" hover responsive className="mb-0 small align-middle" data-testid="analytics-products">
      <thead>
        <tr>
          <th>#</th>
          <th>{t('products.name')}</th>
          <th className="text-end">{t('products.units')}</th>
          <th className="text-end">{t('products.revenue')}</th>
          {action && <th className="text-center visually-hidden">{t('products.analytic')}</th>}
        </tr>
      </thead>
      <tbody>
        {products.map((p, i) => (
          <tr key={p.product_id}>
            <td className="text-body-secondary">{i + 1}</td>
            <td>
              <div className="fw-semibold">{p.code}</div>
              <div>
                {p.name}
                {p.archived && (
                  <Badge bg="secondary" className="ms-2 fw-normal">
                    {t('products.archived')}
                  </Badge>
                )}
              </div>
            </td>
            <td className="text-end">{num(p.units)}</td>
            <td className="text-end">
              <Revenue revenue={p.revenue} />
            </td>
            {action && (
              <td className="text-center">{action({ id: p.product_id, code: p.code, name: p.name })}</td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Sold, stock now and sell-through per top-level category. */
export function CategoriesTable({ categories }: { categories: AnalyticsCategoryRow[] }) {
  const { t } = useTranslation('network-analytics');
  return (
    <Table size="sm" responsive className="mb-0 small align-middle" data-testid="analytics-categories">
      <thead>
        <tr>
          <th>{t('categories.category')}</th>
          <th className="text-end">{t('categories.units')}</th>
          <th className="text-end">{t('categories.stock')}</th>
          <th className="text-end">{t('categories.sellThrough')}</th>
        </tr>
      </thead>
      <tbody>
        {categories.map((c) => (
          <tr key={c.category_id}>
            <td>{c.name}</td>
            <td className="text-end">{num(c.units)}</td>
            <td className="text-end">{num(c.stock)}</td>
            <td className="text-end">{sellThroughText(c.sell_through)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Outlets whose shelves are over capacity or nearly empty (docs/rules.md#shelf-flags). */
export function ShelvesList({
  outlets,
  hrefOf,
}: {
  outlets: AnalyticsShelfRow[];
  hrefOf: (storeId: number) => string;
}) {
  const { t } = useTranslation('network-analytics');
  if (outlets.length === 0) return <p className="text-body-secondary small mb-0">{t('shelves.empty')}</p>;
  return (
    <ul className="list-unstyled mb-0 small analytics-scroll" data-testid="analytics-shelves">
      {outlets.map((o) => (
        <li key={o.store_id} className="d-flex flex-wrap gap-2 align-items-baseline py-1 border-bottom">
          <Badge bg={o.flag === 'over' ? 'danger' : 'warning'} text={o.flag === 'over' ? undefined : 'dark'}>
            {t(o.flag === 'over' ? 'shelves.over' : 'shelves.nearlyEmpty')}
          </Badge>
          <Link to={hrefOf(o.store_id)}>{o.name}</Link>
          <span className="text-body-secondary ms-auto text-nowrap">
            {o.flag === 'over'
              ? t('shelves.overflow', { count: o.overflow, shelves: num(o.shelves_over) })
              : t('shelves.filled', {
                  filled: num(o.filled),
                  capacity: num(o.capacity),
                  percent: num(o.percent),
                })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One outlet's products with revenue in its currency, stock now, sell-through and links. */
export function OutletProductsTable({
  products,
  currency,
  action,
}: {
  products: AnalyticsOutletProduct[];
  currency: CurrencyAmount['currency'];
  action?: ProductAction;
}) {
  const { t } = useTranslation('network-analytics');
  if (products.length === 0) return <p className="text-body-secondary small mb-0">{t('products.empty')}</p>;
  return (
    <Table size="sm" hover responsive className="mb-0 small align-middle" data-testid="outlet-products">
      <thead>
        <tr>
          <th>#</th>
          <th>{t('products.name')}</th>
          <th className="text-end">{t('products.units')}</th>
          <th className="text-end">{t('products.revenue')}</th>
          <th className="text-end">{t('products.stock')}</th>
          <th className="text-end">{t('products.sellThrough')}</th>
          <th>
            <span className="visually-hidden">{t('products.analytic')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((p, i) => (
          <tr key={p.product_id}>
            <td className="text-body-secondary">{i + 1}</td>
            <td>
              <div className="fw-semibold">{p.code}</div>
              <div>
                {p.name}
                {p.archived && (
                  <Badge bg="secondary" className="ms-2 fw-normal">
                    {t('products.archived')}
                  </Badge>
                )}
              </div>
            </td>
            <td className="text-end">{num(p.units)}</td>
            <td className="text-end text-nowrap">{money(p.revenue, currency)}</td>
            <td className="text-end">{num(p.stock)}</td>
            <td className="text-end">{sellThroughText(p.sell_through)}</td>
            <td className="text-nowrap text-end">
              {action?.({ id: p.product_id, code: p.code, name: p.name })}{' '}
              <a href={p.moysklad_href} target="_blank" rel="noreferrer noopener" className="small">
                {t('products.stockSystem')}
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
