import {
  AnalyticsCategoriesResponse,
  AnalyticsOutletParam,
  AnalyticsOutletResponse,
  AnalyticsOutletsResponse,
  AnalyticsProductsResponse,
  AnalyticsShelvesResponse,
  AnalyticsSummaryResponse,
  ErrorBody,
  NetworkAnalyticsQuery,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsCategories,
  analyticsOutlet,
  analyticsOutlets,
  analyticsProducts,
  analyticsShelves,
  analyticsSummary,
} from './network-analytics.service';

const tags = ['services'];
/** 400 malformed query (a bad period, unknown version, non-numeric id…), 401 anonymous, 403 not staff, 422 a period after today. */
const failures = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody };

/**
 * Network analytics (docs/rules.md#network-analytics; route /services/analytics): sales of the
 * network's retail outlets over a period, each view its own call so the page loads them in
 * parallel. Managers and admins only: 401 anonymous, 403 anyone else. Every view takes the query
 * NetworkAnalyticsQuery (period, version, category, store).
 */
export const networkAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const managerOnly = app.requireRole((ctx) => ctx.isManager);

  /** GET /services/analytics → 200 `{ data: { period, totals, trend } }`. */
  app.get(
    '/services/analytics',
    {
      preHandler: managerOnly,
      schema: {
        tags,
        summary: 'Network analytics: totals per currency against the previous period, and the trend',
        querystring: NetworkAnalyticsQuery,
        response: { 200: AnalyticsSummaryResponse, ...failures },
      },
    },
    async (request) => ({ data: await analyticsSummary(request.ctx, { db: app.db, query: request.query }) }),
  );

  /** GET /services/analytics/outlets → 200 `{ data: { period, outlets } }`, every outlet of the scope by units. */
  app.get(
    '/services/analytics/outlets',
    {
      preHandler: managerOnly,
      schema: {
        tags,
        summary: 'Network analytics: every outlet with units, revenue and the change',
        querystring: NetworkAnalyticsQuery,
        response: { 200: AnalyticsOutletsResponse, ...failures },
      },
    },
    async (request) => ({ data: await analyticsOutlets(request.ctx, { db: app.db, query: request.query }) }),
  );

  /** GET /services/analytics/outlets/{storeId} → 200 `{ data: { outlet, period, totals, trend, products } }`; 404 no retail outlet. */
  app.get(
    '/services/analytics/outlets/:storeId',
    {
      preHandler: managerOnly,
      schema: {
        tags,
        summary: 'Network analytics: one outlet with its totals, trend and products',
        params: AnalyticsOutletParam,
        querystring: NetworkAnalyticsQuery,
        response: { 200: AnalyticsOutletResponse, ...failures, 404: ErrorBody },
      },
    },
    async (request) => ({
      data: await analyticsOutlet(request.ctx, {
        db: app.db,
        query: request.query,
        storeId: request.params.storeId,
      }),
    }),
  );

  /** GET /services/analytics/products → 200 `{ data: { period, products } }`, the best-selling products. */
  app.get(
    '/services/analytics/products',
    {
      preHandler: managerOnly,
      schema: {
        tags,
        summary: 'Network analytics: the best-selling products',
        querystring: NetworkAnalyticsQuery,
        response: { 200: AnalyticsProductsResponse, ...failures },
      },
    },
    async (request) => ({ data: await analyticsProducts(request.ctx, { db: app.db, query: request.query }) }),
  );

  /** GET /services/analytics/categories → 200 `{ data: { period, categories } }`, sell-through per top-level category. */
  app.get(
    '/services/analytics/categories',
    {
      preHandler: managerOnly,
      schema: {
        tags,
        summary: 'Network analytics: sales, stock and sell-through per top-level category',
        querystring: NetworkAnalyticsQuery,
        response: { 200: AnalyticsCategoriesResponse, ...failures },
      },
    },
    async (request) => ({
      data: await analyticsCategories(request.ctx, { db: app.db, query: request.query }),
    }),
  );

  /** GET /services/analytics/shelves → 200 `{ data: { nearly_empty_share, outlets } }`, outlets over capacity or nearly empty. */
  app.get(
    '/services/analytics/shelves',
    {
      preHandler: managerOnly,
      schema: {
        tags,
        summary: 'Network analytics: outlets whose shelves are over capacity or nearly empty',
        querystring: NetworkAnalyticsQuery,
        response: { 200: AnalyticsShelvesResponse, ...failures },
      },
    },
    async (request) => ({ data: await analyticsShelves(request.ctx, { db: app.db, query: request.query }) }),
  );
};
