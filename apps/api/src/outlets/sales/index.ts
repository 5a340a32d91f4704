/** The sales of outlets as other wings, the seed and the CLIs see them (docs/rules.md#sales-rollups). */
export {
  countSalesRollups,
  rebuildSalesRollups,
  SALES_ROLLUP_TABLES,
  type SalesRollupCounts,
  type SalesRollupTable,
  withoutSalesRollupTriggers,
} from './sales-rollups';
