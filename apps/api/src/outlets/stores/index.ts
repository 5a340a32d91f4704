/**
 * The stores module as others see it: the settings of a store and the one writer of `stores`
 * (docs/rules.md#store) — staff, the approve flow, franchise owners, the import and the seed
 * create and change stores only through these.
 */

export { findStoreSettings, type StoreSettingsRow } from './stores.repository';
export {
  ensureMainStore,
  insertStore,
  insertStores,
  type NewStore,
  STORE_FIELDS,
  type StoreWrite,
  updateStore,
} from './stores.writer';
