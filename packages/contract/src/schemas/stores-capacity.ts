import { z } from 'zod/mini';
import { CURRENCIES } from '../constants';
import { storeOccupancyKey } from '../rules/stores';
import { DB_ID_MAX, PageMeta, pageNumber } from './common';
import { StaffMoneyInput } from './product-service';
import { Etag } from './record-version';

/**
 * The stores-capacity service page (/services/stores-capacity, docs/rules.md#routes route; docs/rules.md#occupancy-entry and
 * Capacity relation; docs/rules.md#occupancy): staff see every retail outlet's shelves — capacity,
 * units on the shelf and on the way, how full — and set them. Manager only, checked on the server.
 * The occupancy modal, the table's bars, the auto order and `User.store_occupancy` all read these
 * shelves.
 */

export const CAPACITY_OUTLETS_PER_PAGE = 25;
/** At most this many shelves per outlet (the demo outlets have 30-70). */
export const MAX_SHELVES = 300;
/** At most this many places on one shelf. */
export const MAX_SHELF_CAPACITY = 100_000;
/** Longest shelf size text ('40x50') and alias, in characters. */
export const MAX_SHELF_SIZE = 20;
export const MAX_SHELF_ALIAS = 60;

/** GET /services/outlets query: `q` in the outlet's name, city or id; `version` one version only. */
export const CapacityOutletsQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  version: z.optional(z.enum(['ru', 'en'])),
  page: pageNumber(),
});
export type CapacityOutletsQuery = z.infer<typeof CapacityOutletsQuery>;

/**
 * A retail outlet as the page lists it: its owners' usernames, how many shelves it has, their
 * capacity and the units on them and on the way (Σ over shelves), and the cost-weighted occupancy
 * of docs/rules.md#occupancy (no basket; null without capacity).
 */
export const CapacityOutlet = z.object({
  id: z.int(),
  name: z.string(),
  city: z.nullable(z.string()),
  version: z.enum(['ru', 'en']),
  currency: z.enum(CURRENCIES),
  owners: z.array(z.string()),
  shelves_count: z.int(),
  capacity: z.int(),
  units: z.int(),
  occupancy_percent: z.nullable(z.int()),
});
export type CapacityOutlet = z.infer<typeof CapacityOutlet>;

export const CapacityOutletsResponse = z.object({ data: z.array(CapacityOutlet), meta: PageMeta });

/**
 * One shelf (docs/rules.md#occupancy-entry): category, size (null = every size), premium flag, capacity
 * in places, `cost` a decimal string (the weight of one place in the cost-weighted occupancy), the
 * alias shown instead of "premium/standard + size", the units on it (`count`) and on the way
 * (`supplies`) by the capacity relation, and the store-level `percent` of docs/rules.md#occupancy (no basket).
 */
export const CapacityShelf = z.object({
  product_category_id: z.int(),
  category_name: z.string(),
  size: z.nullable(z.string()),
  is_premium: z.boolean(),
  capacity: z.int(),
  cost: z.string(),
  alias_name: z.nullable(z.string()),
  count: z.int(),
  supplies: z.int(),
  percent: z.nullable(z.int()),
});
export type CapacityShelf = z.infer<typeof CapacityShelf>;

/**
 * An outlet's shelves as the editor holds them: the outlet, its shelves by category, size and
 * premium, and `etag`, the version a PUT names in If-Match (docs/rules.md#record-versions). The
 * version covers what staff set (category, size, premium, capacity, cost, alias), not the units on
 * the shelves, which move with every sale and supply.
 */
export const OutletCapacities = z.object({
  outlet: CapacityOutlet,
  shelves: z.array(CapacityShelf),
  etag: Etag,
});
export type OutletCapacities = z.infer<typeof OutletCapacities>;

/** GET/PUT /services/outlets/{id}/capacities → `{ data: OutletCapacities }`. */
export const OutletCapacitiesResponse = z.object({ data: OutletCapacities });
export type OutletCapacitiesResponse = z.infer<typeof OutletCapacitiesResponse>;

/** Text typed by staff: trimmed, '' = none. */
const optionalText = (max: number) =>
  z.pipe(
    z.nullable(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((v) => (v === '' ? null : v)),
  );

/** A shelf as staff set it. `size` '' or null = a shelf for every size of its category. */
export const CapacityShelfInput = z.strictObject({
  product_category_id: z.int().check(z.positive(), z.maximum(DB_ID_MAX)),
  size: optionalText(MAX_SHELF_SIZE),
  is_premium: z.boolean(),
  capacity: z.int().check(z.minimum(0), z.maximum(MAX_SHELF_CAPACITY)),
  cost: StaffMoneyInput,
  alias_name: optionalText(MAX_SHELF_ALIAS),
});
export type CapacityShelfInput = z.input<typeof CapacityShelfInput>;

/**
 * PUT /services/outlets/{id}/capacities body: the outlet's whole list of shelves, which replaces
 * the old one. Each (category, size, premium) at most once: a second one is refused at its index.
 */
export const OutletCapacitiesPut = z.strictObject({
  shelves: z.array(CapacityShelfInput).check(
    z.maxLength(MAX_SHELVES),
    z.superRefine((shelves, ctx) => {
      const seen = new Set<string>();
      shelves.forEach((shelf, i) => {
        const key = storeOccupancyKey(shelf);
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [i], message: 'each category, size and premium once' });
        seen.add(key);
      });
    }),
  ),
});
export type OutletCapacitiesPut = z.infer<typeof OutletCapacitiesPut>;
