import type { TextLanguage } from '@kits/contract';
import { throwIfErrors } from '../../lib/app-error';
import { stockMessage } from './stock.messages';
import type { StockChunk, StockValueColumn } from './stock.repository';

/** Field errors listed at most (a feed with a million bad rows answers the first ones). */
const MAX_ERRORS = 20;
/** The largest value of an int4 column. */
const INT4_MAX = 2_147_483_647;

const isCount = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= INT4_MAX;
const isId = (v: unknown) => isCount(v) && (v as number) > 0;

/**
 * Checks a batch given column-wise, before anything is written: columns of one length; store and
 * product ids whole numbers above 0; values whole numbers from 0 to int4's maximum; with `unique`,
 * each (store, product) once. Row numbers in messages count from 0, as `rows.<i>` fields do.
 * @throws AppError UNPROCESSABLE (422) with `errors['rows.<i>.<field>']` (at most 20 fields).
 */
export function validateBatch(options: { batch: StockChunk; unique: boolean; lang: TextLanguage }): void {
  const { batch, unique, lang } = options;
  const columns = Object.entries(batch.values) as [StockValueColumn, readonly number[]][];
  const lengths = [batch.storeIds.length, batch.productIds.length, ...columns.map(([, v]) => v.length)];
  if (new Set(lengths).size > 1)
    throwIfErrors({ rows: [stockMessage(lang, 'columnsLength', { lengths: lengths.join(', ') })] });
  const errors: Record<string, string[]> = {};
  let count = 0;
  const fail = (row: number, field: string, text: string) => {
    errors[`rows.${row}.${field}`] = [text];
    if (++count >= MAX_ERRORS) throwIfErrors(errors);
  };
  const seen = new Map<number, Map<number, number>>();
  for (let row = 0; row < batch.storeIds.length; row++) {
    const storeId = batch.storeIds[row]!;
    const productId = batch.productIds[row]!;
    if (!isId(storeId)) fail(row, 'store_id', stockMessage(lang, 'notId', { row, field: 'store_id' }));
    if (!isId(productId)) fail(row, 'product_id', stockMessage(lang, 'notId', { row, field: 'product_id' }));
    for (const [field, values] of columns)
      if (!isCount(values[row])) fail(row, field, stockMessage(lang, 'notCount', { row, field }));
    if (!unique) continue;
    const products = seen.get(storeId) ?? seen.set(storeId, new Map()).get(storeId)!;
    const first = products.get(productId);
    if (first === undefined) products.set(productId, row);
    else fail(row, 'product_id', stockMessage(lang, 'twice', { row, storeId, productId, first }));
  }
  throwIfErrors(errors);
}

/** 422 naming the stores and products a batch names that do not exist (at most 20 ids each). */
export function throwUnknown(options: { stores: number[]; products: number[]; lang: TextLanguage }): void {
  const { stores, products, lang } = options;
  const list = (ids: number[]) =>
    ids.slice(0, MAX_ERRORS).join(', ') + (ids.length > MAX_ERRORS ? ', …' : '');
  const errors: Record<string, string[]> = {};
  if (stores.length > 0) errors.store_id = [stockMessage(lang, 'unknownStores', { ids: list(stores) })];
  if (products.length > 0)
    errors.product_id = [stockMessage(lang, 'unknownProducts', { ids: list(products) })];
  throwIfErrors(errors);
}
