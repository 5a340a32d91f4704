import type { SalesLineInput } from '../../../outlets/sales';
import { moyskladDay } from '../client';
import { idOf, kopecksToMoney, type MsRetailDocument } from '../moysklad.shapes';
import type { StoreTarget } from './store-targets';

/** The external id of a sale's position in our sales lines: `ms:<sale id>:<position id>`. */
export const lineExternalId = (demandId: string, positionId: string) => `ms:${demandId}:${positionId}`;
/** The prefix of every line of one sale. */
export const demandLinePrefix = (demandId: string) => `ms:${demandId}:`;

/** A sale that cannot become lines, or one of its positions: why, with the item's id. */
export type LineSkip = { key: string; reason: string };

/**
 * A retail sale's positions as sales lines of its outlet (docs/moysklad.md §Sales): one per
 * position, the units sold less those returned (`returned`, per assortment, taken from the sale's
 * positions in order), the amount at the position's price less its discount (kopecks → money), on
 * the sale's Moscow calendar day. A sale at an unmapped or main warehouse gives no lines; a
 * position of a product not synced is skipped with its reason.
 */
export function demandToLines(
  demand: MsRetailDocument,
  options: {
    targets: ReadonlyMap<string, StoreTarget>;
    products: ReadonlyMap<string, number>;
    returned: ReadonlyMap<string, number>;
  },
): { lines: SalesLineInput[]; skipped: LineSkip[] } {
  const storeMsId = idOf(demand.store);
  const target = storeMsId ? options.targets.get(storeMsId) : undefined;
  if (!target || target.main) {
    return {
      lines: [],
      skipped: [{ key: demand.id, reason: `warehouse ${storeMsId ?? '—'} is not mapped to an outlet` }],
    };
  }
  const left = new Map<string, number>();
  const lines: SalesLineInput[] = [];
  const skipped: LineSkip[] = [];
  for (const position of demand.positions?.rows ?? []) {
    const assortmentId = idOf(position.assortment);
    const productId = assortmentId ? options.products.get(assortmentId) : undefined;
    if (!assortmentId || !productId) {
      skipped.push({
        key: assortmentId ?? position.id,
        reason: `${demand.name ?? demand.id}: product not synced`,
      });
      continue;
    }
    const returnKey = `${demand.id}:${assortmentId}`;
    const stillReturned = left.get(returnKey) ?? options.returned.get(returnKey) ?? 0;
    const sold = Math.max(0, Math.round(position.quantity));
    const back = Math.min(sold, stillReturned);
    left.set(returnKey, stillReturned - back);
    const quantity = sold - back;
    const kopecks = position.price * quantity * (1 - (position.discount ?? 0) / 100);
    lines.push({
      storeId: target.storeId,
      productId,
      soldOn: moyskladDay(demand.moment),
      quantity,
      amount: kopecksToMoney(kopecks),
      externalId: lineExternalId(demand.id, position.id),
    });
  }
  return { lines, skipped };
}
