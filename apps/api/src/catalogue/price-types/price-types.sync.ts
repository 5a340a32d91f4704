import type { Executor } from '../../db/client';
import {
  findByExternalIds,
  findNameTaken,
  findPriceType,
  insertPriceType,
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

/**
 * Sets prices of price type `typeId` from a stock system (docs/rules.md#buyer-price): `set` rows
 * written where they differ, `remove` rows (product, currency) deleted so the list price applies.
 */
export async function setTypePrices(
  db: Executor,
  options: {
    typeId: number;
    set: readonly TypePrice[];
    remove?: readonly { productId: number; currency: string }[];
  },
): Promise<void> {
  await writeTypePrices(db, { typeId: options.typeId, set: options.set, remove: options.remove ?? [] });
}
