import {
  BasketAddLinesBody,
  BasketAddLinesResponse,
  BasketClearedResponse,
  BasketItemResponse,
  BasketListResponse,
  BasketProductParam,
  BasketQuery,
  BasketRemoveParam,
  BasketSetCountBody,
  BasketUuidHeaders,
  ErrorBody,
} from '@kits/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { basketUuidOf } from '../../lib/headers';
import { addBasketLines } from './add-lines.service';
import { basketMessage } from './basket.messages';
import {
  type BasketChange,
  clearBasket,
  decreaseBasket,
  increaseBasket,
  listBasket,
  listPresentedBasket,
  removeFromBasket,
  setBasketCount,
} from './basket.service';

/** A write's answer: 200, or 201 when another tab changed the basket last; `{ value: line }`. */
const sendChange = (reply: FastifyReply, change: BasketChange) =>
  reply.status(change.status).send({ value: change.line });

const writeResponses = { 200: BasketItemResponse, 201: BasketItemResponse, 400: ErrorBody, 401: ErrorBody };

/**
 * Basket module (docs/rules.md#basket-line, docs/rules.md#basket-logic, docs/rules.md#spec-7; docs/rules.md#decisions-3): the caller's basket for
 * their current store (the version's main store when they have none). No basket or user id is
 * ever taken from the URL, so nobody reaches another user's basket.
 *
 * Writes need ordering rights (warehouse, dropshipping, manager, admin: 403 otherwise), record the
 * request's `X-Basket-Uuid` (400 when it is not a uuid) as the basket's last uuid, and answer 201
 * instead of 200 when the basket was last changed from another uuid (another tab: reload it).
 *
 * Store confirmation (docs/rules.md#spec-4, docs/rules.md#spec-5: adding is blocked in store 1 until the confirm-store cookie is
 * set) is enforced by the client only: the cookie never reaches the server's rules, so the server
 * adds no check for it.
 */
export const basketRoutes: FastifyPluginAsyncZod = async (app) => {
  /** preHandler of the writes: 401 anonymous, 403 without ordering rights (docs/rules.md#roles warehouse-level). */
  const requireOrdering = app.requireRole(
    (ctx) => ctx.mayOrder,
    (lang) => basketMessage(lang, 'orderingNotAllowed'),
  );

  /** Route options of a line write: ordering rights, X-Basket-Uuid, 200|201 with the line, `errors`. */
  const lineWrite = <P extends typeof BasketProductParam | typeof BasketRemoveParam>(
    summary: string,
    params: P,
    errors: { 404?: typeof ErrorBody; 422?: typeof ErrorBody },
  ) => ({
    preHandler: requireOrdering,
    schema: {
      tags: ['basket'],
      summary,
      params,
      headers: BasketUuidHeaders,
      response: { ...writeResponses, 403: ErrorBody, ...errors },
    },
  });

  /** `options` of a line write that also takes a JSON body validated by `body`. */
  const withBody = <O extends { schema: object }, B>(options: O, body: B) => ({
    ...options,
    schema: { ...options.schema, body },
  });

  /** The options of a line write of product `productId` from this request. */
  const lineChange = (request: FastifyRequest, productId: number) => ({
    db: app.db,
    productId,
    basketUuid: basketUuidOf(request),
  });

  /**
   * GET /basket → 200 `{ value: [{ id, basket_count }] }`; with `type=maximized` →
   * `{ value: PresentedBasketLine[] }` (prices in the store currency with the user's discount,
   * quantity = warehouse stock), and `set-tmp-uuid` is recorded as the basket's last uuid.
   * Newest line first. Anonymous callers get `{ value: [] }`. 400 malformed query.
   */
  app.get(
    '/basket',
    {
      schema: {
        tags: ['basket'],
        summary: "The caller's basket for the current store (plain or maximized)",
        querystring: BasketQuery,
        response: { 200: BasketListResponse, 400: ErrorBody },
      },
    },
    async (request) => {
      const { ctx } = request;
      if (!ctx.user) return { value: [] };
      if (request.query.type !== 'maximized') return { value: await listBasket(ctx, { db: app.db }) };
      const tmpUuid = request.query['set-tmp-uuid'];
      return { value: await listPresentedBasket(ctx, { db: app.db, tmpUuid }) };
    },
  );

  /**
   * PATCH /basket/increase/{id} → 200|201 `{ value: { id, basket_count } }` (one more unit; a new
   * line starts at 1). 422 BASKET_STOCK_EXCEEDED when the product is unknown or the warehouse has
   * no unit beyond basket_count (message names the product and the units available).
   */
  app.patch(
    '/basket/increase/:id',
    lineWrite('Add one unit of a product', BasketProductParam, { 422: ErrorBody }),
    async (request, reply) =>
      sendChange(reply, await increaseBasket(request.ctx, lineChange(request, request.params.id))),
  );

  /**
   * PATCH /basket/decrease/{id} → 200|201 `{ value: { id, basket_count } }`: one unit less,
   * basket_count 0 when the line was at 1 and is now removed. 404 when the product is not in the basket.
   */
  app.patch(
    '/basket/decrease/:id',
    lineWrite('Take one unit of a product off the basket', BasketProductParam, { 404: ErrorBody }),
    async (request, reply) =>
      sendChange(reply, await decreaseBasket(request.ctx, lineChange(request, request.params.id))),
  );

  /**
   * PUT /basket/{id} `{ count }` → 200|201 `{ value: { id, basket_count: count } }`: sets the line to
   * `count` units in one call (0 removes it), under the basket's lock like increase
   * (docs/rules.md#basket-set-count). 422 BASKET_STOCK_EXCEEDED when the product is unknown or `count` raises the
   * line above the warehouse stock (message and `errors.count` name the units available); 422 for
   * a count that is not a whole number 0–99 999.
   */
  app.put(
    '/basket/:id',
    withBody(
      lineWrite('Set the units of a product line', BasketProductParam, { 422: ErrorBody }),
      BasketSetCountBody,
    ),
    async (request, reply) =>
      sendChange(
        reply,
        await setBasketCount(request.ctx, {
          ...lineChange(request, request.params.id),
          count: request.body.count,
        }),
      ),
  );

  /**
   * DELETE /basket/remove/{productId} → 200|201 `{ value: { id, basket_count: 0 } }`: the line is
   * gone. Idempotent: a product not in the basket answers the same.
   */
  app.delete(
    '/basket/remove/:productId',
    lineWrite('Remove a product line', BasketRemoveParam, {}),
    async (request, reply) =>
      sendChange(reply, await removeFromBasket(request.ctx, lineChange(request, request.params.productId))),
  );

  /** DELETE /basket → 200|201 `{ value: [] }`: every line removed. */
  app.delete(
    '/basket',
    {
      preHandler: requireOrdering,
      schema: {
        tags: ['basket'],
        summary: 'Clear the basket',
        headers: BasketUuidHeaders,
        response: {
          200: BasketClearedResponse,
          201: BasketClearedResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { status } = await clearBasket(request.ctx, { db: app.db, basketUuid: basketUuidOf(request) });
      return reply.status(status).send({ value: [] });
    },
  );

  /**
   * POST /basket/lines `{ lines: [{ id, count }] }` (1…500, count 1…99 999) with X-Basket-Uuid →
   * 200|201 `{ value: { lines, added_lines, units } }`: the ticked catalogue rows in one call and one
   * transaction under the basket's lock (docs/rules.md#basket-batch-add); per product `added`,
   * `capped` to the stock or `refused` with the quick order's problem. 422 for a malformed body.
   */
  app.post(
    '/basket/lines',
    {
      preHandler: requireOrdering,
      schema: {
        tags: ['basket'],
        summary: 'Add several products, each with its count, capped to the stock',
        headers: BasketUuidHeaders,
        body: BasketAddLinesBody,
        response: {
          200: BasketAddLinesResponse,
          201: BasketAddLinesResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { status, value } = await addBasketLines(request.ctx, {
        db: app.db,
        lines: request.body.lines,
        basketUuid: basketUuidOf(request),
      });
      return reply.status(status).send({ value });
    },
  );
};
