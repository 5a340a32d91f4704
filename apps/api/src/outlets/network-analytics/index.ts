/**
 * The network analytics as other wings see them (docs/rules.md#network-analytics): the per-category
 * sales and stock of a scope, so the buyer's home (docs/home.md) shows an outlet's categories from
 * the very statements the analytics run.
 */
export {
  type CategoryCurrencyRow,
  type Days,
  findCategorySales,
  findCategoryStock,
  type Scope,
} from './network-analytics.repository';
