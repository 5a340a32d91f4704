import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import * as repo from './recommendations.repository';

/**
 * Recomputes the five smart recommendation kinds (docs/rules.md#spec-2,
 * docs/rules.md#recommendation-kinds) from the sales rollups, replacing the old rows;
 * docs/recommendations.md gives each kind's rule and query.
 * - Without `storeIds`: every outlet and the network's part — the network-wide rows (store_id null:
 *   the showcase) and the network's top sellers that recommend_to_buy and overlook read (the seed,
 *   the hourly job).
 * - With `storeIds`: only those outlets' rows, against the network's top sellers as last kept
 *   (docs/rules.md#live-recommendations, decision 0046). The network's part is recomputed too when
 *   the kept top sellers' windows do not end at `today` (the first refresh of a day). Other
 *   outlets' rows catch up at the next whole-network refresh. An empty list does nothing.
 * `today` ('YYYY-MM-DD', default the database's current date) ends the windows: sales of the N
 * days before it count. One transaction (a savepoint in the caller's) under the table's write lock
 * (lockRecommendations): readers see the old rows or the new. Answers the rows per kind in the
 * recomputed scope (its outlets and the network-wide rows).
 */
export async function refreshRecommendations(
  db: Executor,
  options: { today?: string; storeIds?: readonly number[] } = {},
): Promise<Record<string, number>> {
  if (options.storeIds?.length === 0) return {};
  return db.transaction(async (tx) => {
    await repo.lockRecommendations(tx);
    const today =
      options.today ?? (await queryRows<{ d: string }>(tx, sql`select current_date::text as d`))[0]!.d;
    const scope: repo.RefreshScope = { today, storeIds: options.storeIds ?? null };
    const network = scope.storeIds === null || (await repo.networkTopSellersEndOn(tx)) !== today;
    if (network) await repo.replaceNetworkTopSellers(tx, today);
    await repo.deleteScope(tx, scope, network);
    await repo.insertUserTops(tx, scope);
    await repo.insertHotTwoWeeks(tx, scope);
    await repo.insertRecommendToBuy(tx, scope);
    await repo.insertOverlook(tx, scope);
    if (network) await repo.insertShowcase(tx, scope);
    return repo.countScope(tx, scope);
  });
}
