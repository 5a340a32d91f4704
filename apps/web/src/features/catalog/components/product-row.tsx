import type { Product, User } from '@kits/contract';
import { Fragment, type ReactNode } from 'react';
import type { BuiltInColumn, PlacedColumn } from '@/components/product-columns';
import { num } from '@/lib/format';
import { outletStores, recommendationKinds } from '../utils/product';
import { recommendationRowClass } from '../utils/recommendations';
import { Hashtags } from './hashtags';
import { OutletStock } from './outlet-stock';
import { PriceCell } from './price-cell';
import { ProductProperties } from './product-properties';
import { ProductThumbnail } from './product-thumbnail';
import { ProductTitle } from './product-title';
import { RecommendationBadges } from './recommendation-badges';
import { StockBadges } from './stock-badges';

export type RowContext = {
  user: User | null;
  columns: PlacedColumn[];
  periodSales: boolean;
  /** Every row's outlet stock is of the same single outlet: numbers only. */
  singleOutlet: boolean;
  activeHashtag?: string;
  onHashtag: (tag: string) => void;
  onRequestPrices: () => void;
  /** Opens a product's quick view (docs/rules.md#quick-view). */
  onQuickView?: (product: Product) => void;
  /** Column names for the cells that need one below 992 px, where the table's head is hidden (catalog.css). */
  labels?: Partial<Record<BuiltInColumn, string>>;
};

/**
 * One product of the table; highlighted by its first recommendation kind (docs/rules.md#spec-2). Every cell
 * names its column (`data-col`) so that below 992 px catalog.css lays the row out as a card.
 */
export function ProductRow({ product, context }: { product: Product; context: RowContext }) {
  const kinds = recommendationKinds(product);
  const cells: Record<BuiltInColumn, () => ReactNode> = {
    photo: () => (
      <td className="catalog-col-photo" data-col="photo">
        <ProductThumbnail product={product} />
      </td>
    ),
    // Below 992 px (a card, catalog.css) the code moves under the name.
    code: () => (
      <td className="d-none d-lg-table-cell text-nowrap tabular small fw-semibold" data-col="code">
        {product.code}
      </td>
    ),
    name: () => (
      <td className="catalog-col-name" data-col="name">
        <div className="d-lg-none small text-body-secondary tabular">{product.code}</div>
        <ProductTitle
          product={product}
          className="fw-semibold"
          onQuickView={context.onQuickView && (() => context.onQuickView?.(product))}
        />
        {(product.properties.length > 0 || kinds.length > 0) && (
          <div className="d-flex flex-wrap gap-1 mt-1">
            <ProductProperties properties={product.properties} />
            <RecommendationBadges kinds={kinds} />
          </div>
        )}
        {product.hash_tags.length > 0 && (
          <div className="mt-1">
            <Hashtags tags={product.hash_tags} onSelect={context.onHashtag} active={context.activeHashtag} />
          </div>
        )}
      </td>
    ),
    stock: () => (
      <td data-col="stock">
        <StockBadges product={product} />
      </td>
    ),
    outlets: () => (
      <td
        data-col="outlets"
        data-label={context.labels?.outlets}
        // Nothing on any shelf and nothing on its way: a phone's card leaves it out (catalog.css).
        data-zero={outletStores(product).every((s) => s.quantity === 0 && s.supplies === 0) || undefined}
      >
        <OutletStock stores={outletStores(product)} productId={product.id} single={context.singleOutlet} />
      </td>
    ),
    price: () => (
      <td className="text-end" data-col="price">
        <PriceCell product={product} user={context.user} onRequestPrices={context.onRequestPrices} />
      </td>
    ),
    sales: () => {
      const value = context.periodSales ? product.sales_for_report_period : product.user_order_count;
      return (
        <td
          className={`tabular ${value === 0 ? 'text-body-tertiary' : ''}`}
          data-col="sales"
          data-label={context.labels?.sales}
          data-zero={value === 0 || undefined}
        >
          {num(value)}
        </td>
      );
    },
  };
  return (
    <tr className={kinds[0] ? recommendationRowClass(kinds[0]) : undefined}>
      {context.columns.map((c) =>
        'builtIn' in c ? (
          <Fragment key={c.builtIn}>{cells[c.builtIn]()}</Fragment>
        ) : (
          <td key={c.extra.id} className={c.extra.className} data-col={c.extra.id}>
            <c.extra.Cell product={product} />
          </td>
        ),
      )}
    </tr>
  );
}
