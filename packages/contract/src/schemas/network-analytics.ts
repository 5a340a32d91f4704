import { z } from 'zod/mini';
import { CURRENCIES } from '../constants';
import { dbId, Money } from './common';
import { IsoDay, PeriodOut, SalesPeriodQuery } from './sales-period';

/**
 * Network analytics of the back office (docs/rules.md#network-analytics, route /services/analytics).
 * Revenue is only ever summed per currency: every amount is a list `[{ currency, amount }]`.
 */

/**
 * Query of every network-analytics view: the period (SalesPeriodQuery), `version` (ru|en, default
 * the request's), `category` (a top-level category id) and `store` (an outlet id: only that outlet).
 */
export const NetworkAnalyticsQuery = z.safeExtend(SalesPeriodQuery, {
  version: z.optional(z.enum(['ru', 'en'])),
  category: z.optional(dbId()),
  store: z.optional(dbId()),
});
export type NetworkAnalyticsQuery = z.infer<typeof NetworkAnalyticsQuery>;

/** Revenue in one currency (outlets' own currency, never converted). */
export const CurrencyAmount = z.object({ currency: z.enum(CURRENCIES), amount: Money });
export type CurrencyAmount = z.infer<typeof CurrencyAmount>;

/** Revenue per currency, by currency code. */
export const RevenueOut = z.array(CurrencyAmount);

/** Units and revenue of a period, the previous period's, and the change in percent (null: nothing before). */
export const AnalyticsTotals = z.object({
  units: z.int(),
  revenue: RevenueOut,
  previous: z.object({ units: z.int(), revenue: RevenueOut }),
  units_change: z.nullable(z.number()),
  /** Change of revenue per currency (a currency with no previous revenue: null). */
  revenue_change: z.array(z.object({ currency: z.enum(CURRENCIES), change: z.nullable(z.number()) })),
});
export type AnalyticsTotals = z.infer<typeof AnalyticsTotals>;

/** One trend point: the bucket's first day (a day or a Monday), units and revenue per currency. */
export const TrendPoint = z.object({ start: IsoDay, units: z.int(), revenue: RevenueOut });
export type TrendPoint = z.infer<typeof TrendPoint>;

/** GET services/analytics → the period, its totals and the trend (a point per bucket, empty ones too). */
export const AnalyticsSummaryResponse = z.object({
  data: z.object({ period: PeriodOut, totals: AnalyticsTotals, trend: z.array(TrendPoint) }),
});
export type AnalyticsSummaryResponse = z.infer<typeof AnalyticsSummaryResponse>;

/** An outlet's row: units, revenue in its currency, previous units and the change. */
export const AnalyticsOutletRow = z.object({
  store_id: z.int(),
  name: z.string(),
  city: z.nullable(z.string()),
  currency: z.enum(CURRENCIES),
  units: z.int(),
  revenue: Money,
  previous_units: z.int(),
  change: z.nullable(z.number()),
});
export type AnalyticsOutletRow = z.infer<typeof AnalyticsOutletRow>;

/** GET services/analytics/outlets → every outlet in scope, by units (desc), ties by name. */
export const AnalyticsOutletsResponse = z.object({
  data: z.object({ period: PeriodOut, outlets: z.array(AnalyticsOutletRow) }),
});
export type AnalyticsOutletsResponse = z.infer<typeof AnalyticsOutletsResponse>;

/**
 * A product's row: code, name in the request's language, units and revenue per currency, and
 * whether the product is archived now (its sales stay in the figures, docs/rules.md#product-archive).
 */
export const AnalyticsProductRow = z.object({
  product_id: z.int(),
  code: z.string(),
  name: z.string(),
  archived: z.boolean(),
  units: z.int(),
  revenue: RevenueOut,
});
export type AnalyticsProductRow = z.infer<typeof AnalyticsProductRow>;

/** How many products the top-products view lists. */
export const TOP_PRODUCTS = 20;

/** GET services/analytics/products → the TOP_PRODUCTS best-selling products by units (ties by code). */
export const AnalyticsProductsResponse = z.object({
  data: z.object({ period: PeriodOut, products: z.array(AnalyticsProductRow) }),
});
export type AnalyticsProductsResponse = z.infer<typeof AnalyticsProductsResponse>;

/** A top-level category's row: units, revenue per currency, stock now, sell-through (0..1 or null). */
export const AnalyticsCategoryRow = z.object({
  category_id: z.int(),
  name: z.string(),
  units: z.int(),
  revenue: RevenueOut,
  stock: z.int(),
  sell_through: z.nullable(z.number().check(z.minimum(0), z.maximum(1))),
});
export type AnalyticsCategoryRow = z.infer<typeof AnalyticsCategoryRow>;

/** GET services/analytics/categories → every top-level category with sales or stock, by units. */
export const AnalyticsCategoriesResponse = z.object({
  data: z.object({ period: PeriodOut, categories: z.array(AnalyticsCategoryRow) }),
});
export type AnalyticsCategoriesResponse = z.infer<typeof AnalyticsCategoriesResponse>;

/** An outlet whose shelves are over capacity or nearly empty (docs/rules.md#shelf-flags). */
export const AnalyticsShelfRow = z.object({
  store_id: z.int(),
  name: z.string(),
  flag: z.enum(['over', 'nearly_empty']),
  /** Σ stock + incoming over Σ capacity of the outlet's shelves, whole percent. */
  percent: z.int(),
  capacity: z.int(),
  filled: z.int(),
  /** Units above capacity, over every overflowing shelf. */
  overflow: z.int(),
  shelves_over: z.int(),
});
export type AnalyticsShelfRow = z.infer<typeof AnalyticsShelfRow>;

/** GET services/analytics/shelves → flagged outlets: over capacity first (by overflow), then nearly empty (by percent). */
export const AnalyticsShelvesResponse = z.object({
  data: z.object({ nearly_empty_share: z.number(), outlets: z.array(AnalyticsShelfRow) }),
});
export type AnalyticsShelvesResponse = z.infer<typeof AnalyticsShelvesResponse>;

/** How many products the outlet drill-down lists. */
export const OUTLET_PRODUCTS = 100;

/** Path of the outlet drill-down. */
export const AnalyticsOutletParam = z.object({ storeId: dbId() });

/** A product of the drill-down: units, revenue (the outlet's currency), stock now, sell-through. */
export const AnalyticsOutletProduct = z.object({
  product_id: z.int(),
  code: z.string(),
  name: z.string(),
  /** Archived now (docs/rules.md#product-archive): sold before, kept in the figures. */
  archived: z.boolean(),
  units: z.int(),
  revenue: Money,
  stock: z.int(),
  sell_through: z.nullable(z.number().check(z.minimum(0), z.maximum(1))),
  /** The product in the external stock system (managers; docs/rules.md#abilities). */
  moysklad_href: z.string(),
});
export type AnalyticsOutletProduct = z.infer<typeof AnalyticsOutletProduct>;

/** GET services/analytics/outlets/{storeId} → the outlet, its totals and trend, its top OUTLET_PRODUCTS products. */
export const AnalyticsOutletResponse = z.object({
  data: z.object({
    outlet: z.object({
      id: z.int(),
      name: z.string(),
      city: z.nullable(z.string()),
      currency: z.enum(CURRENCIES),
      report_period_days: z.int(),
      counterparty_name: z.nullable(z.string()),
      version: z.enum(['ru', 'en']),
    }),
    period: PeriodOut,
    totals: AnalyticsTotals,
    trend: z.array(TrendPoint),
    products: z.array(AnalyticsOutletProduct),
  }),
});
export type AnalyticsOutletResponse = z.infer<typeof AnalyticsOutletResponse>;
