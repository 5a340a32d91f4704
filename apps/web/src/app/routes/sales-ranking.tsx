import { lazyRoute } from './lazy-route';

/** /profile/services/sales-ranking (docs/rules.md#routes): franchise users only (RequireFranchise). */
export const SalesRankingRoute = lazyRoute(
  async () => (await import('@/features/franchise/components/sales-ranking-page')).SalesRankingPage,
);
