/**
 * Shopping lists (docs/rules.md#shopping-lists): named lists of product and quantity a buyer keeps
 * to order from again, shared within the owner's counterparty. The pure parts of the rule live here.
 */

/** Most lists one user may own. */
export const SHOPPING_LISTS_MAX = 100;
/** Most lines one list holds (as many as a quick order takes). */
export const SHOPPING_LIST_MAX_LINES = 500;
/** Most units of one line (as a quick order's line). */
export const SHOPPING_LIST_MAX_QUANTITY = 99_999;
/** Longest list name, in characters. */
export const SHOPPING_LIST_NAME_MAX = 100;

/** Why a list line did not go into the basket in full. */
export const SHOPPING_LIST_SKIP_REASONS = ['archived', 'out_of_stock', 'partial'] as const;
export type ShoppingListSkipReason = (typeof SHOPPING_LIST_SKIP_REASONS)[number];

/** A list line as ordered: wanted units, and whether its product may still be ordered. */
export type ListLineToOrder = { id: number; code: string; name: string; quantity: number; archived: boolean };

/**
 * What the basket's writer did with one product (`addBasketUnits` in `within-stock` mode: at most
 * stock − what the basket holds): the units added.
 */
export type ListLineAdded = { id: number; added: number; basketCount: number };

/** The answer of ordering a list: lines added (with the basket's count after) and lines skipped or capped. */
export type ListOrderReport = {
  added: { id: number; code: string; name: string; count: number; basket_count: number }[];
  skipped: {
    id: number;
    code: string;
    name: string;
    wanted: number;
    added: number;
    reason: ShoppingListSkipReason;
  }[];
  lines: number;
  units: number;
};

/** The lines that may go to the basket: every line whose product is not archived. */
export const orderableLines = (lines: readonly ListLineToOrder[]) => lines.filter((line) => !line.archived);

/**
 * The report of ordering a list (docs/rules.md#shopping-lists), from its lines and what the basket's
 * writer added per product: an archived line is skipped (`archived`, nothing added); a line that got
 * nothing is `out_of_stock`, one that got fewer units than wanted `partial`; every line that got
 * units is in `added`. `lines` and `units` count what was added. Lines keep the list's order.
 */
export function listOrderReport(
  lines: readonly ListLineToOrder[],
  written: readonly ListLineAdded[],
): ListOrderReport {
  const byId = new Map(written.map((row) => [row.id, row]));
  const report: ListOrderReport = { added: [], skipped: [], lines: 0, units: 0 };
  for (const line of lines) {
    const row = line.archived ? undefined : byId.get(line.id);
    const count = row?.added ?? 0;
    const { id, code, name } = line;
    if (count > 0) {
      report.added.push({ id, code, name, count, basket_count: row?.basketCount ?? count });
      report.lines += 1;
      report.units += count;
    }
    if (count < line.quantity) {
      const reason: ShoppingListSkipReason = line.archived
        ? 'archived'
        : count === 0
          ? 'out_of_stock'
          : 'partial';
      report.skipped.push({ id, code, name, wanted: line.quantity, added: count, reason });
    }
  }
  return report;
}
