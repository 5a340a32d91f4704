import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import * as repo from './recommendations.repository';

/**
 * Recomputes all five smart recommendation kinds (docs/rules.md#spec-2, docs/rules.md#smart-recommendation) from the sales history, replacing
 * the old ones; docs/recommendations.md gives each kind's rule and query. Pass a transaction to
 * make the swap atomic. `today` ('YYYY-MM-DD', default the database's current date) ends the
 * windows: sales of the N days before it count. Returns the number of rows per kind.
 */
export async function refreshRecommendations(db: Executor, options: { today?: string } = {}) {
  const today =
    options.today ?? (await queryRows<{ d: string }>(db, sql`select current_date::text as d`))[0]!.d;
  await repo.deleteAll(db);
  await repo.insertUserTops(db, today);
  await repo.insertHotTwoWeeks(db, today);
  await repo.insertRecommendToBuy(db, today);
  await repo.insertOverlook(db, today);
  await repo.insertShowcase(db, today);
  const rows = await queryRows<{ kind: string; n: number }>(
    db,
    sql`select recommendation_value as kind, count(*)::int as n from smart_recommendations group by 1 order by 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.kind, r.n])) as Record<string, number>;
}
