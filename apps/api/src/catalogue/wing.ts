import type { JobHandler } from '../jobs';
import type { Wing } from '../lib/wing';
import { catalogRoutes } from './catalog/catalog.routes';
import { exportRoutes } from './export/export.routes';
import { importRoutes } from './import/import.routes';
import { mediaRoutes } from './media/media.routes';
import { catalogueAdminRoutes } from './product-admin/catalogue-admin.routes';
import { productAdminRoutes } from './product-admin/product-admin.routes';
import { recommendationsRefreshJobHandler, recommendationsRefreshPeriodicJob } from './recommendations';

/** Catalogue: the catalogue read path, product administration, media, import, export, recommendations. */
export const catalogueWing: Wing = {
  routes: [importRoutes, productAdminRoutes, catalogueAdminRoutes, mediaRoutes, exportRoutes],
  signedInRoutes: [catalogRoutes],
  jobHandlers: [recommendationsRefreshJobHandler as JobHandler],
  periodicJobs: [recommendationsRefreshPeriodicJob],
};
