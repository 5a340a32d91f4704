import {
  dbId,
  ErrorBody,
  IdParam,
  MessageResponse,
  ShopifyAccountResponse,
  ShopifyAccountsResponse,
  ShopifyConnectBody,
  ShopifyJobResponse,
  ShopifyOrderResponse,
  ShopifyOrdersResponse,
  ShopifyPreviewResponse,
  ShopifyPublishBody,
  ShopifyTokenBody,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { shopifyMessage } from './shopify.messages';
import { listShopifyOrders, requestOrdersFetch } from './shopify.orders';
import { openShopifyCsv, previewPublish } from './shopify.preview';
import { publicBaseUrl } from './shopify.selection';
import {
  connectShopifyAccount,
  disconnectShopifyAccount,
  listShopifyAccounts,
  readShopifyAccount,
  replaceShopifyToken,
} from './shopify.service';
import { bringShopifyOrderToBasket, bringShopifyOrderToOrder } from './shopify-order.flow';

/**
 * Connected Shopify accounts (docs/rules.md#shopify-account; GET profile/shopify/ of
 * docs/rules.md#spec-7): the caller's own shops — connect, read, new token, disconnect, a publish
 * preview and the Shopify CSV of a selection. 401 anonymous (registered behind app.requireAuth),
 * 403 not warehouse-level, 404 an account of someone else (it looks absent), 422 field errors
 * `{ message, errors: { shop_domain | access_token | category_ids | product_codes | currency } }`.
 */
export const shopifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['shopify'];
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

  const listSchema = {
    tags,
    summary: "The caller's connected Shopify shops, newest first",
    response: { 200: ShopifyAccountsResponse, 401: ErrorBody, 403: ErrorBody },
  };
  /** GET /profile/shopify → 200 `{ data: ShopifyAccount[] }` (never a token). */
  app.get('/profile/shopify', { schema: listSchema }, (request) =>
    listShopifyAccounts(request.ctx, { db: app.db }),
  );
  /** GET /profile/shopify/ — the spelling of docs/rules.md#spec-7, the same call. */
  app.get('/profile/shopify/', { schema: { ...listSchema, hide: true } }, (request) =>
    listShopifyAccounts(request.ctx, { db: app.db }),
  );

  /**
   * POST /profile/shopify `{ shop_domain, access_token }` → 201 `{ data: ShopifyAccount }`: the
   * token is checked with the shop at once and kept sealed. 422 shop_domain (not *.myshopify.com,
   * already connected, unreachable) / access_token (empty, refused); 503 no sealing key.
   */
  app.post(
    '/profile/shopify',
    {
      schema: {
        tags,
        summary: 'Connect a Shopify shop with its custom app Admin API access token',
        body: ShopifyConnectBody,
        response: { 201: ShopifyAccountResponse, ...errors, 422: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const created = await connectShopifyAccount(request.ctx, {
        db: app.db,
        config: app.config,
        body: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  /**
   * POST /profile/shopify/csv ShopifyPublishBody → 200 text/csv attachment: the selection as a
   * Shopify product CSV, retail prices by the body's rule in the caller's store currency. 422
   * empty selection, unknown categories or codes.
   */
  app.post(
    '/profile/shopify/csv',
    {
      schema: {
        tags,
        summary: 'The selection as a Shopify product CSV (for a manual import)',
        body: ShopifyPublishBody,
        produces: ['text/csv'],
        response: { 200: z.any().check(z.describe('shopify-products.csv')), ...errors, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const csv = await openShopifyCsv(request.ctx, {
        db: app.db,
        body: request.body,
        baseUrl: publicBaseUrl(app.config, request),
        log: request.log,
      });
      const name = `${shopifyMessage(request.lang, 'csvFileName')}-${new Date().toISOString().slice(0, 10)}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  /** GET /profile/shopify/{id} → 200 `{ data: ShopifyAccount }`; 404 not the caller's. */
  app.get(
    '/profile/shopify/:id',
    {
      schema: {
        tags,
        summary: 'One connected Shopify shop',
        params: IdParam,
        response: { 200: ShopifyAccountResponse, ...errors },
      },
    },
    (request) => readShopifyAccount(request.ctx, { db: app.db, id: request.params.id }),
  );

  /**
   * PUT /profile/shopify/{id} `{ access_token }` → 200 `{ data: ShopifyAccount }`: a new token,
   * checked like a connection (422 access_token / shop_domain); the old one stays on failure.
   */
  app.put(
    '/profile/shopify/:id',
    {
      schema: {
        tags,
        summary: 'A new access token for a connected Shopify shop',
        params: IdParam,
        body: ShopifyTokenBody,
        response: { 200: ShopifyAccountResponse, ...errors, 422: ErrorBody, 503: ErrorBody },
      },
    },
    (request) =>
      replaceShopifyToken(request.ctx, {
        db: app.db,
        config: app.config,
        id: request.params.id,
        accessToken: request.body.access_token,
      }),
  );

  /** DELETE /profile/shopify/{id} → 200 `{ message }`: links and fetched orders go; the shop's products stay. */
  app.delete(
    '/profile/shopify/:id',
    {
      schema: {
        tags,
        summary: 'Disconnect a Shopify shop',
        params: IdParam,
        response: { 200: MessageResponse, ...errors },
      },
    },
    (request) => disconnectShopifyAccount(request.ctx, { db: app.db, id: request.params.id }),
  );

  /**
   * POST /profile/shopify/{id}/publish/preview ShopifyPublishBody → 200 `{ data: { count,
   * currency, items } }` (the first 20). 422 unsupported shop currency, empty selection, unknown
   * categories or codes.
   */
  app.post(
    '/profile/shopify/:id/publish/preview',
    {
      schema: {
        tags,
        summary: 'What a publish would send: the count and the first products with their prices',
        params: IdParam,
        body: ShopifyPublishBody,
        response: { 200: ShopifyPreviewResponse, ...errors, 422: ErrorBody },
      },
    },
    (request) =>
      previewPublish(request.ctx, {
        db: app.db,
        id: request.params.id,
        body: request.body,
        baseUrl: publicBaseUrl(app.config, request),
      }),
  );

  const OrderParams = z.object({ id: dbId(), orderId: dbId() });

  /** GET /profile/shopify/{id}/orders → 200 `{ data: ShopifyOrder[] }`: fetched paid orders with our SKUs, newest first. */
  app.get(
    '/profile/shopify/:id/orders',
    {
      schema: {
        tags,
        summary: "The shop's fetched paid orders holding our products",
        params: IdParam,
        response: { 200: ShopifyOrdersResponse, ...errors },
      },
    },
    (request) => listShopifyOrders(request.ctx, { db: app.db, id: request.params.id }),
  );

  /** POST /profile/shopify/{id}/orders/fetch → 202 `{ data: ShopifyJob }`: the fetch job (one queued per account). */
  app.post(
    '/profile/shopify/:id/orders/fetch',
    {
      schema: {
        tags,
        summary: "Fetch the shop's new paid orders now (a background job)",
        params: IdParam,
        response: { 202: ShopifyJobResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await requestOrdersFetch(request.ctx, { db: app.db, id: request.params.id })),
  );

  /**
   * POST /profile/shopify/{id}/orders/{orderId}/basket → 200 `{ data: ShopifyOrder, message }`: our
   * lines into the caller's basket. 409 brought in already; 422 nothing of ours or in stock.
   */
  app.post(
    '/profile/shopify/:id/orders/:orderId/basket',
    {
      schema: {
        tags,
        summary: "Put a shop order's lines into the basket",
        params: OrderParams,
        response: { 200: ShopifyOrderResponse, ...errors, 409: ErrorBody, 422: ErrorBody },
      },
    },
    (request) =>
      bringShopifyOrderToBasket(request.ctx, {
        db: app.db,
        accountId: request.params.id,
        orderId: request.params.orderId,
        basketUuid: null,
      }),
  );

  /**
   * POST /profile/shopify/{id}/orders/{orderId}/order → 201 `{ data: ShopifyOrder, message }`: an
   * order sent here with the buyer's address. 409 brought in already; 422 nothing of ours, no
   * address, delivery refused, over stock.
   */
  app.post(
    '/profile/shopify/:id/orders/:orderId/order',
    {
      schema: {
        tags,
        summary: 'Send an order here from a shop order',
        params: OrderParams,
        response: { 201: ShopifyOrderResponse, ...errors, 409: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await bringShopifyOrderToOrder(request.ctx, {
          db: app.db,
          accountId: request.params.id,
          orderId: request.params.orderId,
        }),
      ),
  );
};
