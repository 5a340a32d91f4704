import {
  CategoriesResponse,
  ErrorBody,
  ProductCodeParam,
  ProductResponse,
  ProductsQuery,
  ProductsResponse,
} from '@kits/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Computed, createAnswerCache } from './answer-cache';
import { getProductJson, listCategories, listProductsJson, liveFieldsOf } from './catalog.service';

/**
 * Sends a body already serialised to the contract's shape (UTF-8 bytes) with the content type
 * fastify gives a serialised JSON answer; fastify sends a Buffer as is (no schema serialisation, no
 * encoding).
 */
const sendJson = (reply: FastifyReply, body: Buffer) =>
  reply.type('application/json; charset=utf-8').send(body);

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/**
 * Catalogue routes (docs/rules.md#spec-3, docs/rules.md#spec-7; docs/rules.md#decisions-3), logged-in users only. The store, discount and
 * groups come from the token, the warehouse from the Host: both through request.ctx.
 * Signed-in only: registered behind app.requireAuth (the catalogue wing's `signedInRoutes`, catalogue/wing.ts).
 * The product routes answer a body assembled from pre-serialised fragments
 * (docs/rules.md#catalogue-read-path): fastify sends those bytes as they are, so the response schemas
 * document the shape and the tests hold the bytes to it. Their answers are kept per asker and URL
 * while the data they show is unchanged (answer-cache.ts, docs/rules.md#catalogue-answers).
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const answers = createAnswerCache({ maxBytes: app.config.CATALOG_CACHE_MB * 2 ** 20 });
  /** Sends the kept answer for the request's asker and URL, or the one `compute` makes. */
  const sendAnswer = async (request: FastifyRequest, reply: FastifyReply, compute: () => Promise<Computed>) =>
    sendJson(
      reply,
      await answers.answer(request.ctx, request.url, compute, (ids) =>
        liveFieldsOf(request.ctx, { db: app.db, ids }),
      ),
    );
  /** GET /catalog/categories → `{ data: Category[] }`, the nested tree in the request language. 401 anonymous. */
  app.get(
    '/catalog/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Category tree (children nested, ordered by position then name)',
        response: { 200: CategoriesResponse, 401: ErrorBody },
      },
    },
    async (request) => ({ data: await listCategories(request.ctx, { db: app.db }) }),
  );

  /**
   * GET /catalog/products → `{ data: Product[], meta }`. Query: category (slug with its
   * sub-categories, or all), q, hashtag, in_stock, recommendation, favourites, sort, page,
   * per_page ≤ 100. 400 malformed query (`errors` per field), 401 anonymous, 404 unknown category.
   */
  app.get(
    '/catalog/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Product table page for the current store and basket',
        querystring: ProductsQuery,
        response: { 200: ProductsResponse, ...errors },
      },
    },
    (request, reply) =>
      sendAnswer(request, reply, () => listProductsJson(request.ctx, { db: app.db, query: request.query })),
  );

  /** GET /catalog/products/{code} → `{ data: Product }`. 401 anonymous, 404 unknown code. */
  app.get(
    '/catalog/products/:code',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product by code',
        params: ProductCodeParam,
        response: { 200: ProductResponse, ...errors },
      },
    },
    (request, reply) =>
      sendAnswer(request, reply, () =>
        getProductJson(request.ctx, { db: app.db, code: request.params.code }),
      ),
  );
};
