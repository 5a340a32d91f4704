import { z } from 'zod/mini';
import { CURRENCIES } from '../constants';
import { OccupancyEntry } from './auth';
import { Money } from './common';
import { StoreRanking } from './stores';

/**
 * Wire shapes of the franchise pages (docs/rules.md#occupancy-modal; routes
 * /profile/services/retail-outlets and /profile/services/sales-ranking; docs/rules.md#franchise = more
 * than one retail outlet; docs/rules.md#occupancy). Dates are 'YYYY-MM-DD'; units are pieces.
 */

/**
 * One shelf of the occupancy modal: the docs/rules.md#occupancy-entry plus `key` (its
 * `User.store_occupancy` key), `name` (docs/rules.md#shelf-naming: alias, else premium/standard + size, in the
 * request language), `category_name`, `in_basket` (units of the caller's basket on this shelf),
 * `percent` (docs/rules.md#store-occupancy: round((count + supplies + in_basket) / capacity × 100), null when
 * capacity is 0) and `overflow` (units above capacity, 0 when none).
 */
export const OccupancyShelf = z.extend(OccupancyEntry, {
  key: z.string(),
  name: z.string(),
  category_name: z.string(),
  in_basket: z.int(),
  percent: z.nullable(z.int()),
  overflow: z.int(),
});
export type OccupancyShelf = z.infer<typeof OccupancyShelf>;

/** Cost-weighted occupancy (docs/rules.md#category-occupancy, contract `categoryOccupancy`), whole percent, null without capacity. */
export const CostOccupancy = z.object({
  filled_cost: z.number(),
  total_cost: z.number(),
  percent: z.nullable(z.int()),
});

/**
 * GET /store/occupancy → `{ data }`: the current store's shelves (ordered by category, size, premium),
 * the cost-weighted occupancy per category (ascending id, with its name) and overall, counting the
 * caller's basket of that store. A store without capacities answers empty lists and percent null.
 */
export const StoreOccupancyResponse = z.object({
  data: z.object({
    store_id: z.int(),
    shelves: z.array(OccupancyShelf),
    categories: z.array(z.extend(CostOccupancy, { product_category_id: z.int(), category_name: z.string() })),
    overall: CostOccupancy,
  }),
});
export type StoreOccupancyResponse = z.infer<typeof StoreOccupancyResponse>;

/** A report period: `days` whole days ending today (today included), `from`..`to` inclusive. */
export const ReportPeriod = z.object({ from: z.string(), to: z.string(), days: z.int() });

/**
 * One of the caller's outlets in the sales ranking (decision 0005: every retail outlet ranked by
 * units sold over its own report period; ties share a place). `number` null: nothing sold, not
 * ranked; `outlets_count`: how many outlets are ranked (the M of 'N из M'); `sales_units` and
 * `sales_sum` (in `currency`) over the outlet's report period `period`.
 */
export const SalesRankingRow = z.object({
  store_id: z.int(),
  name: z.string(),
  city: z.nullable(z.string()),
  number: z.nullable(z.int().check(z.positive())),
  outlets_count: z.int(),
  sales_units: z.int(),
  sales_sum: Money,
  currency: z.enum(CURRENCIES),
  period: ReportPeriod,
});
export type SalesRankingRow = z.infer<typeof SalesRankingRow>;

/**
 * GET /profile/services/sales-ranking → `{ data }`: `ranking` equals `User.ranking` of /auth/me
 * (access flag, best place among the caller's outlets, how many retail outlets the caller has);
 * `best_outlet` the outlet holding that place (lowest id on a tie), null when none is ranked;
 * `rows` every retail outlet of the caller, best place first (unranked last, then by id). With
 * `access` false the page shows '?' for the places (contract `rankingLabel`).
 */
export const SalesRankingResponse = z.object({
  data: z.object({
    ranking: z.object({
      access: z.boolean(),
      best_outlet_number: z.nullable(z.int()),
      outlets_count: z.int(),
    }),
    best_outlet: z.nullable(z.object({ store_id: z.int(), name: z.string(), number: z.int() })),
    rows: z.array(SalesRankingRow),
  }),
});
export type SalesRankingResponse = z.infer<typeof SalesRankingResponse>;

/**
 * One of the caller's retail outlets (route /profile/services/retail-outlets): `auto_order_sum` the
 * saved default of the auto-order input (null: none), `auto_order_default_sum` what the input then
 * shows (contract `autoOrderDefaultSum`), `quantity`/`supplies` units on its shelves and on their way,
 * `occupancy_percent` the cost-weighted occupancy of its shelves (docs/rules.md#spec-9, without any basket; null
 * without capacities), `ranking` as in GET /store.
 */
export const RetailOutlet = z.object({
  id: z.int(),
  name: z.string(),
  city: z.nullable(z.string()),
  currency: z.enum(CURRENCIES),
  report_period_days: z.int(),
  auto_order_sum: z.nullable(z.number()),
  auto_order_default_sum: z.number(),
  quantity: z.int(),
  supplies: z.int(),
  occupancy_percent: z.nullable(z.int()),
  ranking: StoreRanking,
});
export type RetailOutlet = z.infer<typeof RetailOutlet>;

/** GET /profile/services/retail-outlets → the caller's retail outlets, ordered by id. */
export const RetailOutletsResponse = z.object({ data: z.array(RetailOutlet) });
/** PATCH /profile/services/retail-outlets/{id} → the outlet after the change. */
export const RetailOutletResponse = z.object({ data: RetailOutlet });

/**
 * PATCH /profile/services/retail-outlets/{id} body: a missing field stays. `auto_order_sum` a sum in
 * major units (0 < sum ≤ 1,000,000,000, 2 decimals) or null to clear it; `report_period_days` 1-365.
 */
export const RetailOutletUpdate = z
  .object({
    auto_order_sum: z.optional(
      z.nullable(z.number().check(z.positive(), z.maximum(1_000_000_000), z.multipleOf(0.01))),
    ),
    report_period_days: z.optional(z.int().check(z.minimum(1), z.maximum(365))),
  })
  .check(
    z.refine((v) => v.auto_order_sum !== undefined || v.report_period_days !== undefined, {
      message: 'Nothing to change',
      path: ['_'],
    }),
  );
export type RetailOutletUpdate = z.infer<typeof RetailOutletUpdate>;
