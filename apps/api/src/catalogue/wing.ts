import type { JobHandler } from '../jobs';
import type { Wing } from '../lib/wing';
import { buyerHomeRoutes } from './buyer-home/buyer-home.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import { pruneCatalogChanges } from './catalog/snapshot/catalog-changes.repository';
import { warmUpSnapshot } from './catalog/snapshot/snapshot-cache';
import { exportRoutes } from './export/export.routes';
import { importJobHandler } from './import';
import { importRoutes } from './import/import.routes';
import { mediaRoutes } from './media/media.routes';
import { priceTypesRoutes } from './price-types/price-types.routes';
import { productAdminRoutes } from './product-admin/product-admin.routes';
import { productAlertsCheckJobHandler, productAlertsPeriodicJob } from './product-alerts';
import { productAlertsRoutes } from './product-alerts/product-alerts.routes';
import { recommendationsRefreshJobHandler, recommendationsRefreshPeriodicJob } from './recommendations';

/** Catalogue: the catalogue read path, product administration, price types, media, import, export, recommendations, the buyer's home and product alerts. */
export const catalogueWing: Wing = {
  routes: [importRoutes, productAdminRoutes, mediaRoutes, exportRoutes, priceTypesRoutes],
  signedInRoutes: [catalogRoutes, buyerHomeRoutes, productAlertsRoutes],
  jobHandlers: [
    recommendationsRefreshJobHandler as JobHandler,
    importJobHandler as JobHandler,
    productAlertsCheckJobHandler as JobHandler,
  ],
  periodicJobs: [recommendationsRefreshPeriodicJob, productAlertsPeriodicJob],
  retention: [{ name: 'catalog_changes', prune: ({ db }) => pruneCatalogChanges(db) }],
  // The first catalogue read after a start does not wait for the whole snapshot: a list page is
  // read in SQL until it is held, another read awaits it (docs/rules.md#catalogue-read-path).
  warmUp: (db) => warmUpSnapshot(db),
};
