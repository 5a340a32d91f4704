import type { Product } from '@kits/contract';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/** The table's own columns, in order; extension columns are placed after one of them. */
export const BUILT_IN_COLUMNS = ['photo', 'code', 'name', 'stock', 'outlets', 'price', 'sales'] as const;
export type BuiltInColumn = (typeof BUILT_IN_COLUMNS)[number];

/**
 * A column another feature adds to the product table and the product page (the basket buttons, the
 * favourite heart, the occupancy bar). Header and Cell are components, so they may use hooks.
 */
export type ProductColumn = {
  id: string;
  /** The column's head; `products`: the rows the table shows (a head may act on them all). */
  Header: ComponentType<{ products?: readonly Product[] }>;
  Cell: ComponentType<{ product: Product }>;
  /** What the column's marks mean, shown in the catalogue's legend ("Обозначения") while the column is. */
  Legend?: ComponentType;
  /** The built-in column it follows; the end of the row when absent or not shown. */
  after?: BuiltInColumn;
  className?: string;
};

const ProductColumnsContext = createContext<readonly ProductColumn[]>([]);

/**
 * The extension point: the app composes features here (app/providers), e.g.
 * `<ProductColumnsProvider columns={[basketColumn, favouriteColumn]}>`, and the catalogue renders
 * them without importing those features.
 */
export function ProductColumnsProvider({
  columns,
  children,
}: {
  columns: readonly ProductColumn[];
  children: ReactNode;
}) {
  return <ProductColumnsContext.Provider value={columns}>{children}</ProductColumnsContext.Provider>;
}

export const useProductColumns = () => useContext(ProductColumnsContext);

export type PlacedColumn = { builtIn: BuiltInColumn } | { extra: ProductColumn };

/** Built-in columns that are shown, each followed by the extension columns placed after it. */
export function placeColumns(
  shown: readonly BuiltInColumn[],
  extras: readonly ProductColumn[],
): PlacedColumn[] {
  const placed: PlacedColumn[] = [];
  for (const builtIn of BUILT_IN_COLUMNS) {
    if (!shown.includes(builtIn)) continue;
    placed.push({ builtIn });
    for (const extra of extras) if (extra.after === builtIn) placed.push({ extra });
  }
  for (const extra of extras) if (!extra.after || !shown.includes(extra.after)) placed.push({ extra });
  return placed;
}
