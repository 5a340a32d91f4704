import {
  type BasketRules,
  CURRENCIES,
  type Currency,
  type OrderRules,
  type OrderRulesPut,
  versionOfCurrency,
} from '@kits/contract';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { assertFresh, type IfMatch, withEtag } from '../../lib/record-version';
import { findMinimum, findMinimums, type MinimumRow, writeMinimum } from './order-rules.repository';

/**
 * The order rules staff set (docs/rules.md#order-minimum): a minimum order sum per currency, each
 * version selling in its own (RUB; EUR, PLN, RSD). Staff (manager, admin) read and change them on
 * /services/order-rules; every buyer's basket reads the one of its currency.
 */

/** The record of every currency's minimum (null: none), in CURRENCIES order, with its etag. */
function toOrderRules(rows: readonly MinimumRow[]): OrderRules {
  const byCurrency = new Map(rows.map((row) => [row.currency, row.min_sum]));
  return withEtag({
    minimums: CURRENCIES.map((currency) => ({
      currency,
      version: versionOfCurrency(currency),
      min_sum: byCurrency.get(currency) ?? null,
    })),
  });
}

/** GET services/order-rules: every currency's minimum with the record's version (docs/rules.md#record-versions). */
export async function getOrderRules(options: { db: Executor }): Promise<OrderRules> {
  return toOrderRules(await findMinimums(options.db));
}

/**
 * PUT services/order-rules: sets (or with null or 0 removes) the minimums of the currencies in
 * `body`, in one transaction holding the table's lock; an audit row (entity `order_rules`) with
 * `{ <currency>: [before, after] }` for what changed, none when nothing did.
 * @throws PRECONDITION_FAILED (412, with `current`) when `ifMatch` is not the record's version.
 */
export async function putOrderRules(
  ctx: RequestContext,
  options: { db: Db; body: OrderRulesPut; ifMatch: IfMatch },
): Promise<OrderRules> {
  const { db, body, ifMatch } = options;
  return db.transaction(async (tx) => {
    const before = toOrderRules(await findMinimums(tx, { lock: true }));
    assertFresh(ctx.lang, ifMatch, before);
    const changes: Record<string, [string | null, string | null]> = {};
    for (const row of body.minimums) {
      const wanted = row.min_sum === null || Number(row.min_sum) === 0 ? null : row.min_sum;
      const held = before.minimums.find((m) => m.currency === row.currency)?.min_sum ?? null;
      if (held === wanted) continue;
      await writeMinimum(tx, { currency: row.currency, minSum: wanted, userId: ctx.requireUser().id });
      changes[row.currency] = [held, wanted];
    }
    if (Object.keys(changes).length > 0)
      await insertAudit(tx, {
        userId: ctx.requireUser().id,
        entity: 'order_rules',
        entityId: 'minimums',
        action: 'update',
        changes,
      });
    return toOrderRules(await findMinimums(tx));
  });
}

/**
 * Sets minimum order sums without a staff member (the demo data, docs/demo-data.md): each
 * `minSum` in major units, 2-decimal text, null removes it. Writes no audit row: nobody acted.
 */
export async function setOrderMinimums(
  db: Executor,
  minimums: readonly { currency: Currency; minSum: string | null }[],
): Promise<void> {
  for (const { currency, minSum } of minimums) await writeMinimum(db, { currency, minSum, userId: null });
}

/** The minimum order sum in `currency` (2-decimal text, major units), or null: none (docs/rules.md#order-minimum). */
export function minimumOrderSum(options: { db: Executor; currency: Currency }): Promise<string | null> {
  return findMinimum(options.db, options.currency);
}

/** GET order/rules: the minimum of the caller's basket currency (the current store's, else the version's). */
export async function basketRules(ctx: RequestContext, options: { db: Executor }): Promise<BasketRules> {
  const { currency } = await ctx.storeSettings(options.db);
  return { currency, min_sum: await minimumOrderSum({ db: options.db, currency }) };
}
