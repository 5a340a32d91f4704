import { lazyRoute } from './lazy-route';

/** /profile/services/retail-outlets (docs/rules.md#routes): franchise users only (RequireFranchise). */
export const RetailOutletsRoute = lazyRoute(
  async () => (await import('@/features/franchise/components/retail-outlets-page')).RetailOutletsPage,
);
