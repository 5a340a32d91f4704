import type { FeedKind, TextLanguage } from '@kits/contract';
import type { Executor } from '../../db/client';
import { recordSales } from '../sales';
import { setStoreStock, setSupplies } from '../stock';
import { setShelves } from '../stores-capacity';
import type { ReadRow } from './feeds.rows';

/** A row whose ids are resolved: `storeId` the outlet or warehouse, `productId` the product of `code`. */
export type ResolvedRow = ReadRow & { storeId: number; productId: number };

/**
 * What each kind does with its rows (docs/feeds.md): `key` names what a row sets, so a feed sets
 * each thing once (a second row with the same key is refused, naming the first line); `write` calls
 * the table's one writer and answers how many rows set a new value (the writers leave rows already
 * holding their values unwritten, so a replayed feed writes nothing).
 */
export const FEED_KINDS_DO: Record<
  FeedKind,
  {
    key: (row: ResolvedRow) => string;
    write: (tx: Executor, options: { rows: readonly ResolvedRow[]; lang: TextLanguage }) => Promise<number>;
  }
> = {
  'outlet-stock': {
    key: (r) => `${r.storeId}:${r.productId}`,
    write: async (tx, { rows, lang }) => {
      const stock = rows.map((r) => ({ storeId: r.storeId, productId: r.productId, quantity: r.quantity }));
      return (await setStoreStock(tx, { rows: stock, lang })).written;
    },
  },
  'warehouse-stock': {
    key: (r) => `${r.storeId}:${r.productId}`,
    write: async (tx, { rows, lang }) => {
      const stock = rows.map((r) => ({ storeId: r.storeId, productId: r.productId, quantity: r.quantity }));
      return (await setStoreStock(tx, { rows: stock, lang })).written;
    },
  },
  supplies: {
    key: (r) => `${r.storeId}:${r.productId}`,
    write: async (tx, { rows, lang }) => {
      const supplies = rows.map((r) => ({
        storeId: r.storeId,
        productId: r.productId,
        supplies: r.quantity,
      }));
      return (await setSupplies(tx, { rows: supplies, lang })).written;
    },
  },
  sales: {
    key: (r) => `${r.storeId}:${r.line_id}`,
    write: async (tx, { rows, lang }) => {
      const lines = rows.map((r) => ({
        storeId: r.storeId,
        productId: r.productId,
        soldOn: r.day,
        quantity: r.quantity,
        amount: r.amount,
        externalId: r.line_id,
      }));
      const result = await recordSales(tx, { lines, lang });
      return result.inserted + result.corrected;
    },
  },
  'shelf-capacities': {
    key: (r) => `${r.storeId}:${r.category}:${r.size ?? ''}:${r.premium}`,
    write: async (tx, { rows }) => {
      const shelves = rows.map((r) => ({
        storeId: r.storeId,
        productCategoryId: r.category,
        size: r.size,
        isPremium: r.premium,
        capacity: r.capacity,
        cost: r.cost,
      }));
      return (await setShelves(tx, { rows: shelves })).written;
    },
  },
};
