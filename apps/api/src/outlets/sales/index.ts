/** The sales of outlets as other wings, the seed, the feeds and the CLIs see them (docs/rules.md#sales-writer, docs/rules.md#sales-rollups). */
export { type RecordSalesResult, recordSales } from './record-sales';
export { findLinesByExternalPrefix } from './sales.repository';
export { lastDaysSql, outletDailySalesSql, outletRecentSalesSql } from './sales.sql';
export { MAX_FIELD_ERRORS, type SalesLineInput } from './sales-lines';
export {
  countSalesRollups,
  rebuildSalesRollups,
  SALES_ROLLUP_TABLES,
  type SalesRollupCounts,
  type SalesRollupTable,
  withoutSalesRollupTriggers,
} from './sales-rollups';
