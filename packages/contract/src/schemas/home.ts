import { z } from 'zod/mini';
import { CURRENCIES } from '../constants';
import { REORDER_REMINDER_DAYS } from '../rules/days-of-cover';
import { dbId } from './common';
import { IsoDay } from './sales-period';

/**
 * The buyer's home (docs/home.md): per outlet the caller may see, what to reorder and why, from the
 * sales rollups over the outlet's report period.
 */

/** GET home query: `counterparty` (managers and admins only) shows that customer's outlets. */
export const HomeQuery = z.object({ counterparty: z.optional(dbId()) });
export type HomeQuery = z.infer<typeof HomeQuery>;

/** A product line: units sold over the period, stock and supplies now, rate a day and days of cover. */
export const HomeProductLine = z.object({
  product_id: z.int(),
  code: z.string(),
  name: z.string(),
  sold: z.int(),
  stock: z.int(),
  supplies: z.int(),
  daily_rate: z.number(),
  /** Null: nothing sold over the period. */
  days_of_cover: z.nullable(z.int()),
  /** Units in the version's main store now (what can be ordered). */
  warehouse_quantity: z.int(),
  /** Units that bring the cover back to the report period's length (0 when it is there). */
  suggested: z.int(),
});
export type HomeProductLine = z.infer<typeof HomeProductLine>;

/** A top-level category of the outlet: sold, stock, sell-through and days of cover. */
export const HomeCategory = z.object({
  category_id: z.int(),
  name: z.string(),
  slug: z.string(),
  sold: z.int(),
  stock: z.int(),
  sell_through: z.nullable(z.number()),
  daily_rate: z.number(),
  days_of_cover: z.nullable(z.int()),
});
export type HomeCategory = z.infer<typeof HomeCategory>;

/** A product that sells elsewhere in the network and this outlet neither has nor expects. */
export const HomeNetworkLine = z.object({
  product_id: z.int(),
  code: z.string(),
  name: z.string(),
  network_units: z.int(),
});

/** A shelf over capacity, or (with the outlet nearly empty) one under a quarter full. */
export const HomeShelf = z.object({
  name: z.string(),
  category_slug: z.nullable(z.string()),
  capacity: z.int(),
  filled: z.int(),
  percent: z.nullable(z.int()),
  overflow: z.int(),
});

/** One outlet of the home. */
export const HomeOutlet = z.object({
  store_id: z.int(),
  name: z.string(),
  city: z.nullable(z.string()),
  current: z.boolean(),
  currency: z.enum(CURRENCIES),
  period: z.object({ days: z.int(), from: IsoDay, to: IsoDay }),
  /** False: the outlet sold nothing over the period; no rate, cover or sell-through is shown. */
  has_sales: z.boolean(),
  sold: z.int(),
  stock: z.int(),
  sell_through: z.nullable(z.number()),
  categories: z.array(HomeCategory),
  runs_out: z.array(HomeProductLine),
  /** Lines under the user's reminder threshold (empty when reminders are off). */
  reminders: z.array(HomeProductLine),
  network_lacks: z.array(HomeNetworkLine),
  shelves: z.object({
    flag: z.nullable(z.enum(['over', 'nearly_empty'])),
    capacity: z.int(),
    filled: z.int(),
    over: z.array(HomeShelf),
    under: z.array(HomeShelf),
  }),
});
export type HomeOutlet = z.infer<typeof HomeOutlet>;

/** GET home → the outlets (the current one first), the reminder threshold, whose outlets they are. */
export const HomeResponse = z.object({
  data: z.object({
    reminder_days: z.nullable(z.int()),
    counterparty: z.nullable(z.object({ id: z.int(), name: z.string() })),
    outlets: z.array(HomeOutlet),
  }),
});
export type HomeResponse = z.infer<typeof HomeResponse>;

/** The reminder threshold as the profile takes it: whole days within REORDER_REMINDER_DAYS, or null (off). */
export const ReminderDays = z.nullable(
  z.int().check(z.minimum(REORDER_REMINDER_DAYS.min), z.maximum(REORDER_REMINDER_DAYS.max)),
);

/** GET product-alerts/back-in-stock → the ids of the products the caller asked to hear about. */
export const BackInStockList = z.object({ data: z.object({ product_ids: z.array(z.int()) }) });
export type BackInStockList = z.infer<typeof BackInStockList>;

/** PUT/DELETE product-alerts/back-in-stock/{productId}. */
export const BackInStockParam = z.object({ productId: dbId() });
export const BackInStockAnswer = z.object({ data: z.object({ product_id: z.int(), watching: z.boolean() }) });
export type BackInStockAnswer = z.infer<typeof BackInStockAnswer>;
