import { isWarehouseLevel, type Product, type User } from '@kits/contract';
import { useDeferredValue } from 'react';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { type BuiltInColumn, placeColumns, useProductColumns } from '@/components/product-columns';
import { useStickyTableHead } from '@/hooks/use-sticky-table-head';
import { appConfig } from '@/lib/app-config';
import { outletStores, showsPeriodSales } from '../utils/product';
import { ProductRow, type RowContext } from './product-row';

type Props = {
  products: Product[];
  user: User | null;
  activeHashtag?: string;
  onHashtag: (tag: string) => void;
  onRequestPrices: () => void;
  /** The next page is loading: the current rows stay, dimmed. */
  busy?: boolean;
  /** Opens a product's quick view (docs/rules.md#quick-view). */
  onQuickView?: (product: Product) => void;
};

/**
 * Rows of the table's first paint, about a screenful: the rest of the page follows in a background
 * render, so the first rows show sooner after sign-in (docs/rules.md#first-load).
 */
const FIRST_ROWS = 12;

/** Which built-in columns carry information for this user and page (no empty columns). */
export function shownColumns(products: Product[], user: User | null): BuiltInColumn[] {
  const columns: BuiltInColumn[] = ['photo', 'code', 'name', 'stock'];
  if (products.some((p) => outletStores(p).length > 0)) columns.push('outlets');
  columns.push('price');
  if (isWarehouseLevel(user) || showsPeriodSales(user, appConfig.mainStoreId)) columns.push('sales');
  return columns;
}

/** The one outlet every row's stock belongs to, when the user has exactly one: no names needed then. */
function singleOutlet(products: Product[]) {
  const stores = products.flatMap((p) => outletStores(p));
  return stores.length > 0 && stores.every((s) => s.id === stores[0]!.id) ? stores[0]! : null;
}

/**
 * The product table (docs/rules.md#spec-2): dense on a desktop, its header row staying in view where it
 * fits (docs/rules.md#sticky-table-head); below 992 px each row is a card (catalog.css), so the name, the
 * price and the basket buttons are on screen together without sideways scrolling. Other features add
 * columns through ProductColumnsProvider. The first FIRST_ROWS rows paint first, the others right after.
 */
export function ProductTable({
  products,
  user,
  activeHashtag,
  onHashtag,
  onRequestPrices,
  busy,
  onQuickView,
}: Props) {
  const { t } = useTranslation('catalog');
  const columns = placeColumns(shownColumns(products, user), useProductColumns());
  const periodSales = showsPeriodSales(user, appConfig.mainStoreId);
  const outlet = singleOutlet(products);
  const stickyHead = useStickyTableHead();
  const rows = useDeferredValue(products, products.slice(0, FIRST_ROWS));
  const header: Record<BuiltInColumn, { label: string; className?: string; title?: string }> = {
    photo: { label: t('table.photo'), className: 'catalog-col-photo' },
    code: { label: t('table.code'), className: 'd-none d-lg-table-cell' },
    name: { label: t('table.name'), className: 'catalog-col-name' },
    stock: { label: t('table.stock') },
    outlets: outlet ? { label: t('table.ownShelf'), title: outlet.name } : { label: t('table.outlets') },
    price: { label: t('table.price'), className: 'text-end' },
    sales: periodSales
      ? {
          label: t('table.sales', { days: user?.current_store.report_period_days }),
          className: 'text-end',
          title: t('table.salesHint'),
        }
      : { label: t('table.orders'), className: 'text-end', title: t('table.ordersHint') },
  };
  const context: RowContext = {
    user,
    columns,
    periodSales,
    singleOutlet: !!outlet,
    activeHashtag,
    onHashtag,
    onRequestPrices,
    onQuickView,
    labels: { outlets: header.outlets.label, sales: header.sales.label },
  };
  return (
    <Table
      ref={stickyHead}
      responsive
      hover
      size="sm"
      className="catalog-table table-sticky-head align-middle mb-0"
      aria-busy={busy}
    >
      <caption className="visually-hidden">{t('table.caption')}</caption>
      <thead className="table-light">
        <tr>
          {columns.map((c) =>
            'builtIn' in c ? (
              <th
                key={c.builtIn}
                scope="col"
                className={header[c.builtIn].className}
                title={header[c.builtIn].title}
              >
                {c.builtIn === 'photo' ? (
                  <span className="visually-hidden">{header.photo.label}</span>
                ) : (
                  header[c.builtIn].label
                )}
              </th>
            ) : (
              <th key={c.extra.id} scope="col" className={c.extra.className}>
                <c.extra.Header products={rows} />
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody className={busy ? 'opacity-50' : undefined}>
        {rows.map((product) => (
          <ProductRow key={product.id} product={product} context={context} />
        ))}
      </tbody>
    </Table>
  );
}
