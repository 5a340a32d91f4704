import {
  ErrorBody,
  ShoppingListAddLinesBody,
  ShoppingListCreateBody,
  ShoppingListDeleted,
  ShoppingListLineBody,
  ShoppingListLineParam,
  ShoppingListParam,
  ShoppingListPatchBody,
  ShoppingListResponse,
  ShoppingListsResponse,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addShoppingListLines,
  removeShoppingListLine,
  setShoppingListLine,
} from './shopping-list-lines.service';
import { shoppingListsMessage } from './shopping-lists.messages';
import {
  createShoppingList,
  deleteShoppingList,
  getShoppingList,
  listShoppingLists,
  patchShoppingList,
} from './shopping-lists.service';

const read = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const write = { ...read, 422: ErrorBody };

/**
 * Shopping lists (docs/rules.md#shopping-lists): named lists of product and quantity to order from.
 * Every route needs ordering rights (401 anonymous, 403 without: docs/rules.md#roles). A list the
 * caller may not see answers 404; a colleague's shared list may be read and ordered, and its writes
 * answer 403. Ordering a list is a flow: POST shopping-lists/{id}/order (ordering/flows).
 */
export const shoppingListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireOrdering = app.requireRole(
    (ctx) => ctx.mayOrder,
    (lang) => shoppingListsMessage(lang, 'orderingNotAllowed'),
  );

  /** GET /shopping-lists → 200 `{ data: ShoppingListSummary[] }`: own lists first, then shared ones. */
  app.get(
    '/shopping-lists',
    {
      preHandler: requireOrdering,
      schema: {
        tags: ['shopping-lists'],
        summary: "The caller's shopping lists and those its colleagues share",
        response: { 200: ShoppingListsResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({ data: await listShoppingLists(request.ctx, { db: app.db }) }),
  );

  /**
   * POST /shopping-lists `{ name, shared?, lines?: [{ product_id, quantity }] }` → 201 `{ data }`
   * (the list with its lines). 422: more than 100 lists, an unknown product, more than 500 lines.
   */
  app.post(
    '/shopping-lists',
    {
      preHandler: requireOrdering,
      schema: {
        tags: ['shopping-lists'],
        summary: 'Create a shopping list, optionally with lines',
        body: ShoppingListCreateBody,
        response: { 201: ShoppingListResponse, ...write },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createShoppingList(request.ctx, { db: app.db, body: request.body }) }),
  );

  /** GET /shopping-lists/{id} → 200 `{ data }` with its lines; 404 when the caller may not see it. */
  app.get(
    '/shopping-lists/:id',
    {
      preHandler: requireOrdering,
      schema: {
        tags: ['shopping-lists'],
        summary: 'A shopping list with its lines',
        params: ShoppingListParam,
        response: { 200: ShoppingListResponse, ...read },
      },
    },
    async (request) => ({
      data: await getShoppingList(request.ctx, { db: app.db, listId: request.params.id }),
    }),
  );

  /** PATCH /shopping-lists/{id} `{ name?, shared? }` → 200 `{ data }`: rename, share or unshare (owner only). */
  app.patch(
    '/shopping-lists/:id',
    {
      preHandler: requireOrdering,
      schema: {
        tags: ['shopping-lists'],
        summary: 'Rename, share or unshare an own shopping list',
        params: ShoppingListParam,
        body: ShoppingListPatchBody,
        response: { 200: ShoppingListResponse, ...write },
      },
    },
    async (request) => ({
      data: await patchShoppingList(request.ctx, {
        db: app.db,
        listId: request.params.id,
        body: request.body,
      }),
    }),
  );

  /** DELETE /shopping-lists/{id} → 200 `{ data: { id } }` (owner only). */
  app.delete(
    '/shopping-lists/:id',
    {
      preHandler: requireOrdering,
      schema: {
        tags: ['shopping-lists'],
        summary: 'Delete an own shopping list',
        params: ShoppingListParam,
        response: { 200: ShoppingListDeleted, ...read },
      },
    },
    async (request) => ({
      data: await deleteShoppingList(request.ctx, { db: app.db, listId: request.params.id }),
    }),
  );

  /**
   * POST /shopping-lists/{id}/lines `{ lines: [{ product_id, quantity }] }` (1…500) → 200 `{ data }`:
   * the lines added (a product already there gets the units added, at most 99 999), all or nothing;
   * 422 for an unknown product or more than 500 lines. Owner only.
   */
  app.post(
    '/shopping-lists/:id/lines',
    {
      preHandler: requireOrdering,
      schema: {
        tags: ['shopping-lists'],
        summary: 'Add products to an own shopping list',
        params: ShoppingListParam,
        body: ShoppingListAddLinesBody,
        response: { 200: ShoppingListResponse, ...write },
      },
    },
    async (request) => ({
      data: await addShoppingListLines(request.ctx, {
        db: app.db,
        listId: request.params.id,
        lines: request.body.lines,
      }),
    }),
  );

  /** PUT /shopping-lists/{id}/lines/{productId} `{ quantity }` → 200 `{ data }`; 404 without the line. Owner only. */
  app.put(
    '/shopping-lists/:id/lines/:productId',
    {
      preHandler: requireOrdering,
      schema: {
        tags: ['shopping-lists'],
        summary: "Set a shopping list line's quantity",
        params: ShoppingListLineParam,
        body: ShoppingListLineBody,
        response: { 200: ShoppingListResponse, ...write },
      },
    },
    async (request) => ({
      data: await setShoppingListLine(request.ctx, {
        db: app.db,
        listId: request.params.id,
        productId: request.params.productId,
        quantity: request.body.quantity,
      }),
    }),
  );

  /** DELETE /shopping-lists/{id}/lines/{productId} → 200 `{ data }`, also when the line was not there. Owner only. */
  app.delete(
    '/shopping-lists/:id/lines/:productId',
    {
      preHandler: requireOrdering,
      schema: {
        tags: ['shopping-lists'],
        summary: 'Remove a line from an own shopping list',
        params: ShoppingListLineParam,
        response: { 200: ShoppingListResponse, ...read },
      },
    },
    async (request) => ({
      data: await removeShoppingListLine(request.ctx, {
        db: app.db,
        listId: request.params.id,
        productId: request.params.productId,
      }),
    }),
  );
};
