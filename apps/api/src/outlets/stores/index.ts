/** The stores module as other modules see it: shelves' occupancy and the outlet ranking. */
export { toOccupancyEntry, toOccupancyMap } from './stores.mappers';
export {
  findStoreSettings,
  type OccupancyRow,
  outletRankings,
  refreshShelfStock,
  type StoreSettingsRow,
  storeOccupancyRows,
  storesOccupancyRows,
} from './stores.repository';
