import type { TextLanguage } from '@kits/contract';
import type { Db, Executor } from '../../db/client';
import { addStockChunk, type ChunkResult, type StockChunk, upsertStockChunk } from './stock.repository';
import { throwUnknown, validateBatch } from './stock.validation';

/**
 * The writer of `stock` (docs/rules.md#stock-writes): the warehouse stock of the main stores, the
 * shelf stock of outlets and their incoming supplies. Every function:
 * - runs in the caller's transaction when `db` is one, and writes its whole batch or nothing: a
 *   batch of at most 50,000 rows is one statement, a larger one is written 50,000 rows a
 *   statement inside one transaction (a savepoint of the caller's);
 * - validates the batch first and checks, in the writing statement, that every store and product
 *   exists (422 UNPROCESSABLE with field messages in `lang`, default Russian, and nothing written);
 * - takes the rows' locks in (store, product) order, as order send does, so writers never deadlock;
 * - leaves the database triggers to do their work as for any write (the catalogue and warehouse
 *   revisions at commit, `shelf_stock_dirty` marks of outlets with shelves).
 */

/** Rows per statement (a few MB of parameters; the seed's bulk load uses the same size). */
const CHUNK_ROWS = 50_000;

/** Units of a product in a store: the main store's are the warehouse stock, an outlet's its shelf stock. */
export type StoreStockRow = { storeId: number; productId: number; quantity: number };
/** Incoming units of a product to a store. */
export type SuppliesRow = { storeId: number; productId: number; supplies: number };
/** A batch column-wise (the i-th values form row i); `quantity`, `supplies` or both. */
export type StockColumns = {
  storeId: readonly number[];
  productId: readonly number[];
  quantity?: readonly number[];
  supplies?: readonly number[];
};
/** `written`: rows inserted or changed (rows already holding the values are not written). */
export type StockWritten = { written: number };

type Write = (db: Executor, chunk: StockChunk) => Promise<ChunkResult>;

/** Writes `batch` chunk by chunk with `write`, in one transaction when there is more than one. */
async function writeChunks(
  db: Executor,
  options: { batch: StockChunk; write: Write; lang: TextLanguage },
): Promise<StockWritten> {
  const { batch, write, lang } = options;
  const total = batch.storeIds.length;
  const slice = (start: number): StockChunk => {
    const end = start + CHUNK_ROWS;
    const values = Object.entries(batch.values).map(([column, v]) => [column, v.slice(start, end)]);
    return {
      storeIds: batch.storeIds.slice(start, end),
      productIds: batch.productIds.slice(start, end),
      values: Object.fromEntries(values),
    };
  };
  const writeAll = async (tx: Executor): Promise<StockWritten> => {
    let written = 0;
    for (let start = 0; start < total; start += CHUNK_ROWS) {
      const result = await write(tx, total <= CHUNK_ROWS ? batch : slice(start));
      const { unknownStores: stores, unknownProducts: products } = result;
      if (stores.length > 0 || products.length > 0) throwUnknown({ stores, products, lang });
      written += result.written;
    }
    return { written };
  };
  if (total === 0) return { written: 0 };
  return total <= CHUNK_ROWS ? writeAll(db) : (db as Db).transaction(writeAll);
}

/**
 * Sets `quantity` and/or `supplies` (absolute units) of the batch's rows, given column-wise — the
 * bulk form for loaders (the demo seed, a whole stock-system snapshot): a row is inserted when
 * missing (an absent column then 0) or overwritten; a row already holding the values is not
 * written, so a replay changes nothing and moves no revision. Each (store, product) at most once.
 * @throws AppError UNPROCESSABLE (422): `rows.<i>.<field>` for a value that is not a whole number
 * from 0 (ids above 0) or a repeated row; `store_id` / `product_id` naming unknown ids.
 */
export async function setStockColumns(
  db: Executor,
  options: { columns: StockColumns; lang?: TextLanguage },
): Promise<StockWritten> {
  const { storeId, productId, ...values } = options.columns;
  const lang = options.lang ?? 'ru';
  const batch: StockChunk = { storeIds: storeId, productIds: productId, values };
  if (!values.quantity && !values.supplies) return { written: 0 };
  validateBatch({ batch, unique: true, lang });
  return writeChunks(db, { batch, write: upsertStockChunk, lang });
}

/**
 * Sets the stock (absolute units) of any stores — the version's main store (warehouse stock) or an
 * outlet (shelf stock) — in one batch; supplies untouched. Idempotent: rows already holding the
 * quantity are not written. The rules of `setStockColumns`.
 */
export async function setStoreStock(
  db: Executor,
  options: { rows: readonly StoreStockRow[]; lang?: TextLanguage },
): Promise<StockWritten> {
  const { rows, lang } = options;
  const columns = {
    storeId: rows.map((r) => r.storeId),
    productId: rows.map((r) => r.productId),
    quantity: rows.map((r) => r.quantity),
  };
  return setStockColumns(db, { columns, lang });
}

/** Sets the incoming supplies (absolute units) of any stores; stock untouched. The rules of `setStockColumns`. */
export async function setSupplies(
  db: Executor,
  options: { rows: readonly SuppliesRow[]; lang?: TextLanguage },
): Promise<StockWritten> {
  const { rows, lang } = options;
  const columns = {
    storeId: rows.map((r) => r.storeId),
    productId: rows.map((r) => r.productId),
    supplies: rows.map((r) => r.supplies),
  };
  return setStockColumns(db, { columns, lang });
}

/**
 * Adds units to the stock (units coming back, e.g. a cancelled order's into the warehouse row
 * order send took them from): each row's `quantity` is added to the store's row, created when
 * missing; rows of one (store, product) are summed; rows adding 0 write nothing. Not idempotent
 * (every call adds): the caller makes it happen once (order cancel holds the order's lock).
 * @throws AppError UNPROCESSABLE (422) as `setStockColumns` (repeated rows allowed).
 */
export async function addStoreStock(
  db: Executor,
  options: { rows: readonly StoreStockRow[]; lang?: TextLanguage },
): Promise<StockWritten> {
  const lang = options.lang ?? 'ru';
  const rows = options.rows;
  validateBatch({
    batch: {
      storeIds: rows.map((r) => r.storeId),
      productIds: rows.map((r) => r.productId),
      values: { quantity: rows.map((r) => r.quantity) },
    },
    unique: false,
    lang,
  });
  const sums = new Map<string, StoreStockRow>();
  for (const r of rows) {
    const key = `${r.storeId}:${r.productId}`;
    const sum = sums.get(key);
    sums.set(key, { ...r, quantity: (sum?.quantity ?? 0) + r.quantity });
  }
  const merged = [...sums.values()];
  const batch: StockChunk = {
    storeIds: merged.map((r) => r.storeId),
    productIds: merged.map((r) => r.productId),
    values: { quantity: merged.map((r) => r.quantity) },
  };
  return writeChunks(db, { batch, write: addStockChunk, lang });
}
