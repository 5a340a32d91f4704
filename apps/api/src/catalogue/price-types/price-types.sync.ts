import type { Executor } from '../../db/client';
import {
  findByExternalIds,
  findExternalTypes,
  findNameTaken,
  findPriceType,
  findProductIdsByKeys,
  findTypePrices,
  insertPriceType,
  lockPriceTypeNames,
  setExternalId,
  type TypePrice,
  writeTypePrices,
} from './price-types.repository';

/**
 * The price types of a stock system (МойСклад's, docs/moysklad.md#price-types) as ours, in `db`
 * (the caller's transaction): each outside type keeps one price type of ours, found by its outside
 * id; a type not seen before takes our price type of the same name (ignoring case) that has no
 * outside id yet, else a new one is made with its name. Answers our id per outside id. Nobody
 * acted, so no audit row (the sync's run records what it did).
 */
export async function ensurePriceTypes(
  db: Executor,
  types: readonly { externalId: string; name: string }[],
): Promise<Map<string, number>> {
  const known = await findByExternalIds(
    db,
    types.map((t) => t.externalId),
  );
  const ids = new Map<string, number>([...known].map(([externalId, row]) => [externalId, row.id]));
  if (types.every((t) => ids.has(t.externalId))) return ids;
  await lockPriceTypeNames(db);
  for (const type of types) {
    if (ids.has(type.externalId)) continue;
    const named = await findNameTaken(db, { name: type.name });
    const taken = named === undefined ? undefined : await findByIdWithoutExternal(db, named);
    if (taken !== undefined) {
      await setExternalId(db, { id: taken, externalId: type.externalId });
      ids.set(type.externalId, taken);
    } else {
      const name = named === undefined ? type.name : `${type.name} (${type.externalId.slice(0, 8)})`;
      ids.set(type.externalId, await insertPriceType(db, { name, externalId: type.externalId }));
    }
  }
  return ids;
}

/** `id` when that price type has no outside id yet, else undefined. */
async function findByIdWithoutExternal(db: Executor, id: number): Promise<number | undefined> {
  const row = await findPriceType(db, { id });
  return row && row.external_id === null ? id : undefined;
}

/** The price types of ours that came from a stock system: our id by its outside id. */
export const externalPriceTypes = (db: Executor): Promise<Map<string, number>> => findExternalTypes(db);

/** One product's price of an outside price type: its import key, the outside type, the price (null: none). */
export type ExternalTypePrice = { productKey: string; typeExternalId: string; wholesale: string | null };

/**
 * Sets prices of our price types from a stock system's (docs/rules.md#buyer-price), in `currency`:
 * each row of a known product and a price type of ours with that outside id sets the type's price
 * (written only where it differs), or with no price removes it so the list price applies. Rows of
 * unknown products or types are skipped. Answers how many rows were for known products and types.
 */
export async function setTypePrices(
  db: Executor,
  options: { currency: string; rows: readonly ExternalTypePrice[] },
): Promise<number> {
  const types = await findExternalTypes(db);
  const rows = options.rows.filter((r) => types.has(r.typeExternalId));
  const products = await findProductIdsByKeys(db, [...new Set(rows.map((r) => r.productKey))]);
  const byType = new Map<number, { set: TypePrice[]; remove: { productId: number; currency: string }[] }>();
  let known = 0;
  for (const row of rows) {
    const productId = products.get(row.productKey);
    if (productId === undefined) continue;
    known++;
    const typeId = types.get(row.typeExternalId)!;
    const plan = byType.get(typeId) ?? { set: [], remove: [] };
    byType.set(typeId, plan);
    if (row.wholesale === null) plan.remove.push({ productId, currency: options.currency });
    else plan.set.push({ productId, currency: options.currency, wholesale: row.wholesale });
  }
  for (const [typeId, plan] of byType) {
    // Only what differs is written: an unchanged sync moves no revision (no statement runs).
    const productIds = [...new Set([...plan.set, ...plan.remove].map((p) => p.productId))];
    const held = await findTypePrices(db, { typeId, productIds });
    const key = (p: { productId: number; currency: string }) => `${p.productId}:${p.currency}`;
    await writeTypePrices(db, {
      typeId,
      set: plan.set.filter((p) => held.get(key(p)) !== p.wholesale),
      remove: plan.remove.filter((p) => held.has(key(p))),
    });
  }
  return known;
}
