import { BASKET_CATEGORY_PAGE_SIZE } from '../constants';
import { type BasketLine, type BasketTotals, basketTotals, isOverStock } from './basket';

/** Order and grouping of the basket's lines (docs/rules.md#basket-screen, docs/rules.md#basket-refresh, docs/rules.md#page-sizes page size). */

/** A basket line: a presented basket line with the product code it sorts by. */
export type CodedBasketLine = BasketLine & { code: string };

/** The part of a catalogue category (docs/rules.md#category) the grouping reads; the contract's Category fits. */
export type CategoryNode = { id: number; displayed_name: string; children?: readonly CategoryNode[] };

export type BasketGroup<T extends CodedBasketLine> = {
  category_id: number;
  /** The category's displayed_name, or null when the category is not in the given tree. */
  name: string | null;
  /** The group's lines, sorted by sortBasketLines. */
  lines: T[];
  /** `lines` cut into pages of `pageSize` (docs/rules.md#page-sizes: 5); at least one page. */
  pages: T[][];
  /** True when any line of the group is over stock. */
  overStock: boolean;
  totals: BasketTotals;
};

/** Code-point order: the same in every browser, on the server, and as PostgreSQL's "C" collation. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * docs/rules.md#basket-refresh: over-stock lines first, then by code (code-point order, ties by id).
 * Returns a new array; the input is not changed.
 */
export function sortBasketLines<T extends CodedBasketLine>(lines: readonly T[]): T[] {
  return [...lines].sort(
    (a, b) => Number(isOverStock(b)) - Number(isOverStock(a)) || compareText(a.code, b.code) || a.id - b.id,
  );
}

/** Depth-first position and name of every category of a tree (docs/rules.md#category: children nested). */
function indexCategories(categories: readonly CategoryNode[]): Map<number, { order: number; name: string }> {
  const index = new Map<number, { order: number; name: string }>();
  const walk = (nodes: readonly CategoryNode[]) => {
    for (const node of nodes) {
      if (!index.has(node.id)) index.set(node.id, { order: index.size, name: node.displayed_name });
      walk(node.children ?? []);
    }
  };
  walk(categories);
  return index;
}

const paginate = <T>(items: readonly T[], size: number): T[][] => {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages.length > 0 ? pages : [[]];
};

/**
 * docs/rules.md#basket-screen: basket lines grouped by their category_id, each group sorted
 * (sortBasketLines) and paged by `pageSize` lines (docs/rules.md#spec-9: BASKET_CATEGORY_PAGE_SIZE = 5).
 * Group order: groups holding an over-stock line first (so what blocks checkout is on top, as
 * docs/rules.md#basket-refresh moves such lines to the top), then the catalogue tree order (depth-first), then
 * categories missing from the tree by id.
 */
export function groupBasketLines<T extends CodedBasketLine>(
  lines: readonly T[],
  categories: readonly CategoryNode[],
  { pageSize = BASKET_CATEGORY_PAGE_SIZE }: { pageSize?: number } = {},
): BasketGroup<T>[] {
  const index = indexCategories(categories);
  const byCategory = new Map<number, T[]>();
  for (const line of lines) {
    const group = byCategory.get(line.category_id);
    if (group) group.push(line);
    else byCategory.set(line.category_id, [line]);
  }
  const size = Math.max(1, Math.floor(pageSize));
  const groups = [...byCategory].map(([categoryId, groupLines]): BasketGroup<T> => {
    const sorted = sortBasketLines(groupLines);
    return {
      category_id: categoryId,
      name: index.get(categoryId)?.name ?? null,
      lines: sorted,
      pages: paginate(sorted, size),
      overStock: sorted.some(isOverStock),
      totals: basketTotals(sorted),
    };
  });
  const order = (g: BasketGroup<T>) => index.get(g.category_id)?.order ?? Number.MAX_SAFE_INTEGER;
  return groups.sort(
    (a, b) =>
      Number(b.overStock) - Number(a.overStock) || order(a) - order(b) || a.category_id - b.category_id,
  );
}
