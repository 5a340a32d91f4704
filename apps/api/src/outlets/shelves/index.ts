/**
 * The shelves module as others see it: an outlet's shelves with the units standing on them and
 * coming (docs/rules.md#shelf-stock, docs/rules.md#occupancy-entry). It is the one writer of
 * `shelf_stock` and `shelf_stock_dirty`: reads never write, the `shelf-stock.refresh` job stores.
 */
export {
  SHELF_STOCK_EVERY_MS,
  SHELF_STOCK_KIND,
  shelfStockJobHandler,
  shelfStockPeriodicJob,
} from './shelf-stock.job';
export { refreshShelfStock } from './shelf-stock.repository';
export { toOccupancyEntry, toOccupancyMap } from './shelves.mappers';
export { type OccupancyRow, storeOccupancyRows, storesOccupancyRows } from './shelves.repository';
export { type ShelfUnitsSource, shelfUnitsJoin, shelvesMarkedSql } from './shelves.sql';
