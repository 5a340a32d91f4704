import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client';

/** SQL of `moysklad_return_positions`: the retail returns' positions, netted out of their sales. */

export type ReturnPosition = {
  positionId: string;
  returnId: string;
  demandId: string;
  assortmentId: string;
  quantity: number;
};

/** Replaces the positions of these returns with `positions` (a changed return corrects its rows). */
export async function replaceReturnPositions(
  db: Executor,
  options: { returnIds: readonly string[]; positions: readonly ReturnPosition[] },
): Promise<void> {
  if (options.returnIds.length === 0) return;
  await db.execute(
    sql`delete from moysklad_return_positions
        where return_id in (select jsonb_array_elements_text(${JSON.stringify(options.returnIds)}::jsonb))`,
  );
  if (options.positions.length === 0) return;
  await db.execute(
    sql`insert into moysklad_return_positions (position_id, return_id, demand_id, assortment_id, quantity)
        select v."positionId", v."returnId", v."demandId", v."assortmentId", v.quantity
        from jsonb_to_recordset(${JSON.stringify(options.positions)}::jsonb)
          as v("positionId" text, "returnId" text, "demandId" text, "assortmentId" text, quantity int)
        on conflict (position_id) do update set return_id = excluded.return_id, demand_id = excluded.demand_id,
          assortment_id = excluded.assortment_id, quantity = excluded.quantity`,
  );
}

/** The sales these returns take back from (to recompute them). */
export async function demandsOfReturns(db: Executor, returnIds: readonly string[]): Promise<string[]> {
  if (returnIds.length === 0) return [];
  const rows = await queryRows<{ demand_id: string }>(
    db,
    sql`select distinct demand_id from moysklad_return_positions
        where return_id in (select jsonb_array_elements_text(${JSON.stringify(returnIds)}::jsonb))`,
  );
  return rows.map((r) => r.demand_id);
}

/** Units returned per sale and assortment: `${demandId}:${assortmentId}` → units. */
export async function returnedUnits(
  db: Executor,
  demandIds: readonly string[],
): Promise<Map<string, number>> {
  if (demandIds.length === 0) return new Map();
  const rows = await queryRows<{ demand_id: string; assortment_id: string; units: number }>(
    db,
    sql`select demand_id, assortment_id, sum(quantity)::int as units from moysklad_return_positions
        where demand_id in (select jsonb_array_elements_text(${JSON.stringify(demandIds)}::jsonb))
        group by demand_id, assortment_id`,
  );
  return new Map(rows.map((r) => [`${r.demand_id}:${r.assortment_id}`, r.units]));
}
