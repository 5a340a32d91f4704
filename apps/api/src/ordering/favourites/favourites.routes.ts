import {
  ErrorBody,
  FavouriteParam,
  FavouriteResponse,
  FavouritesQuery,
  FavouritesResponse,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addFavourite, listFavourites, removeFavourite } from './favourites.service';

/**
 * Favourites module (docs/rules.md#favourite, docs/rules.md#favourites-flow, docs/rules.md#spec-6: every logged-in user, docs/rules.md#spec-7; docs/rules.md#decisions-3).
 * Only the caller's own favourites, ever: the user comes from the token, the path carries only the
 * product id. 401 when not logged in.
 * Signed-in only: registered behind app.requireAuth (the ordering wing's `signedInRoutes`, ordering/wing.ts).
 */
export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /favourite?page=N → 200 `{ data: Product[], meta { page, per_page: 25, total, last_page } }`:
   * full catalogue Products, most recently added first. 400 malformed page.
   */
  app.get(
    '/favourite',
    {
      schema: {
        tags: ['favourites'],
        summary: "A page of the caller's favourite products, newest first",
        querystring: FavouritesQuery,
        response: { 200: FavouritesResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => listFavourites(request.ctx, { db: app.db, page: request.query.page }),
  );

  /** PUT /favourite/{id} → 200 `{ data: { id } }`, idempotent. 404 unknown product, 400 malformed id. */
  app.put(
    '/favourite/:id',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Add a product to favourites',
        params: FavouriteParam,
        response: { 200: FavouriteResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => ({
      data: await addFavourite(request.ctx, { db: app.db, productId: request.params.id }),
    }),
  );

  /** DELETE /favourite/{id} → 200 `{ data: { id } }`, also when it was not a favourite. 400 malformed id. */
  app.delete(
    '/favourite/:id',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Remove a product from favourites',
        params: FavouriteParam,
        response: { 200: FavouriteResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => ({
      data: await removeFavourite(request.ctx, { db: app.db, productId: request.params.id }),
    }),
  );
};
