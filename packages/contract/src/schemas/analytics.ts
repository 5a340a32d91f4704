import { z } from 'zod/mini';
import { dbId } from './common';

/**
 * GET product/analytic/{productId} (docs/rules.md#product-analytic, docs/rules.md#analytic-loading "loaded once, on first popover
 * show", docs/rules.md#spec-6: managers and users with more than one outlet). Units are pieces; dates are
 * 'YYYY-MM-DD'; a period is the `days` whole days ending today (today included).
 */

/** Path parameter: the product id. */
export const ProductAnalyticParam = z.object({ productId: dbId() });

/** The two periods of an analytic: the current store's report period and the last 365 days. */
export const ANALYTIC_PERIODS = ['report_period', 'year'] as const;
export type AnalyticPeriodKey = (typeof ANALYTIC_PERIODS)[number];

/** One store's sales of the product over a period (docs/rules.md#product-analytic rows). */
export const AnalyticRow = z.object({
  store_id: z.int(),
  /** Cleaned of markup. */
  store_name: z.string(),
  /** Units of the product sold in the store over the period. */
  sales: z.int(),
  /**
   * Days the product was in the store over the period. There is no stock history, so this is the
   * number of days with at least one sale of it (a lower bound of the days it stood on the shelf).
   */
  days_in_store: z.int(),
  /** sales / days_in_store, 2 decimals (0 without such days): units a day while it was there. */
  convergence_during_period: z.number(),
  /** sales / period days, 2 decimals: units a day over the whole period. */
  convergence: z.number(),
  /** Share of the product in the store's units sold over the period, percent, 2 decimals (0 when none). */
  sales_param: z.number(),
});
export type AnalyticRow = z.infer<typeof AnalyticRow>;

export const AnalyticPeriod = z.object({
  dates: z.object({ from: z.string(), to: z.string() }),
  /** Length of the period in days. */
  days: z.int(),
  /** The product in the external stock system, for managers; null for everybody else. */
  moysklad_href: z.nullable(z.string()),
  /**
   * `stores_count`: the retail outlets in the caller's scope (managers: every outlet; franchise users:
   * their own); `rows`: those of them that sold the product in the period, most units first.
   */
  all_shops: z.object({ stores_count: z.int(), rows: z.array(AnalyticRow) }),
  /** The current store's row (zeros when it sold none); null when the current store is not an outlet. */
  current_shop: z.nullable(AnalyticRow),
});
export type AnalyticPeriod = z.infer<typeof AnalyticPeriod>;

/**
 * `product_position`: the product's place by units sold in the current store over its report period
 * among the products sold there (ties share a place); `no` null when it sold none there; `from` how
 * many products were sold there.
 */
export const ProductAnalyticResponse = z.object({
  product_position: z.object({ no: z.nullable(z.int().check(z.positive())), from: z.int() }),
  data: z.object({ report_period: AnalyticPeriod, year: AnalyticPeriod }),
});
export type ProductAnalyticResponse = z.infer<typeof ProductAnalyticResponse>;
