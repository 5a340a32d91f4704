import { lazyRoute } from './lazy-route';

/**
 * /services/reports (docs/rules.md#routes, docs/rules.md#reports): staff guard in the router; loaded
 * on demand so the chart library stays out of the main chunk.
 */
export const ReportsRoute = lazyRoute(
  async () => (await import('@/features/reports/components/reports-page')).ReportsPage,
  ['reports'],
);
